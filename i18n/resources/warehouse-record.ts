import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Stock movement |||| Stock movements',
    fields: {
      id: 'ID',
      type: 'Movement',
      goods_id: 'Goods',
      warehouse: 'Warehouse',
      quantity: 'Quantity',
      related_no: 'Related order',
      operator_id: 'Operator',
      remark: 'Remark',
      created_at: 'Time',
    },
    enums: {
      type: { 1: 'Stock in', 2: 'Stock out' },
      warehouse: { main: 'Main warehouse', east: 'East China', south: 'South China', west: 'West China' },
    },
    sections: { basic: 'Movement' },
  },
  'zh-CN': {
    name: '出入库记录',
    fields: {
      id: 'ID',
      type: '类型',
      goods_id: '商品',
      warehouse: '仓库',
      quantity: '数量',
      related_no: '关联单号',
      operator_id: '操作人',
      remark: '备注',
      created_at: '时间',
    },
    enums: {
      type: { 1: '入库', 2: '出库' },
      warehouse: { main: '总仓', east: '华东仓', south: '华南仓', west: '西部仓' },
    },
    sections: { basic: '出入库信息' },
  },
});
