import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Tag |||| Tags',
    fields: {
      id: 'ID',
      name: 'Name',
      module: 'Used for',
      customer_type: 'Customer type',
      color: 'Colour',
      sort: 'Order',
      created_at: 'Created at',
    },
    enums: {
      module: { customer: 'Customers', follow: 'Follow records', service: 'Service records' },
      customer_type: { 0: 'My customers', 1: 'Clue', 2: 'Public sea', 3: 'My allocated', 4: 'Plan expiry' },
    },
    sections: { basic: 'Tag' },
  },
  'zh-CN': {
    name: '标签',
    fields: {
      id: 'ID',
      name: '标签名称',
      module: '适用模块',
      customer_type: '客户类型',
      color: '颜色',
      sort: '排序',
      created_at: '创建时间',
    },
    enums: {
      module: { customer: '客户', follow: '跟进记录', service: '服务记录' },
      customer_type: { 0: '我的客户', 1: '线索', 2: '公海', 3: '我的分配', 4: '计划到期' },
    },
    sections: { basic: '标签信息' },
  },
});
