import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Sales order |||| Sales orders',
    fields: {
      id: 'ID',
      order_no: 'Order number',
      dealer_id: 'Dealer',
      goods_id: 'Goods',
      quantity: 'Quantity',
      amount: 'Amount',
      status: 'Status',
      remark: 'Remark',
      created_at: 'Ordered at',
    },
    enums: {
      status: { 0: 'Awaiting payment', 1: 'Paid', 2: 'Shipped', 3: 'Completed', 4: 'Cancelled' },
    },
    sections: { basic: 'Order' },
  },
  'zh-CN': {
    name: '销售订单',
    fields: {
      id: 'ID',
      order_no: '订单编号',
      dealer_id: '经销商',
      goods_id: '商品',
      quantity: '数量',
      amount: '金额',
      status: '状态',
      remark: '备注',
      created_at: '下单时间',
    },
    enums: {
      status: { 0: '待付款', 1: '已付款', 2: '已发货', 3: '已完成', 4: '已取消' },
    },
    sections: { basic: '订单信息' },
  },
});
