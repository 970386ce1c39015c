import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Service item |||| Service items',
    fields: {
      id: 'ID',
      name: 'Name',
      content: 'Description',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
    sections: { basic: 'Service item' },
  },
  'zh-CN': {
    name: '服务配置',
    fields: {
      id: 'ID',
      name: '服务名称',
      content: '服务内容',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: { status: { 1: '启用', 0: '停用' } },
    sections: { basic: '服务信息' },
  },
});
