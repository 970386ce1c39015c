import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Stock |||| Stock',
    fields: {
      id: 'ID',
      goods_id: 'Goods',
      warehouse: 'Warehouse',
      quantity: 'On hand',
      locked_quantity: 'Reserved',
      warning_quantity: 'Alert level',
      updated_at: 'Updated at',
    },
    enums: {
      warehouse: { main: 'Main warehouse', east: 'East China', south: 'South China', west: 'West China' },
    },
  },
  'zh-CN': {
    name: '库存',
    fields: {
      id: 'ID',
      goods_id: '商品',
      warehouse: '仓库',
      quantity: '现有库存',
      locked_quantity: '锁定库存',
      warning_quantity: '预警数量',
      updated_at: '更新时间',
    },
    enums: { warehouse: { main: '总仓', east: '华东仓', south: '华南仓', west: '西部仓' } },
  },
});
