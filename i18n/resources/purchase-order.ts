import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Purchase order |||| Purchase orders',
    fields: {
      id: 'ID',
      order_no: 'Order number',
      supplier: 'Supplier',
      goods_id: 'Goods',
      quantity: 'Quantity',
      amount: 'Amount',
      status: 'Status',
      expected_at: 'Expected delivery',
      remark: 'Remark',
      created_at: 'Ordered at',
    },
    enums: {
      status: { 0: 'Draft', 1: 'Submitted', 2: 'Partly received', 3: 'Received', 4: 'Cancelled' },
    },
    sections: { basic: 'Order', delivery: 'Delivery' },
  },
  'zh-CN': {
    name: '采购订单',
    fields: {
      id: 'ID',
      order_no: '订单编号',
      supplier: '供应商',
      goods_id: '商品',
      quantity: '数量',
      amount: '金额',
      status: '状态',
      expected_at: '预计到货',
      remark: '备注',
      created_at: '下单时间',
    },
    enums: {
      status: { 0: '草稿', 1: '已提交', 2: '部分到货', 3: '已到货', 4: '已取消' },
    },
    sections: { basic: '订单信息', delivery: '到货信息' },
  },
});
