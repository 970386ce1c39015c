import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Follow-up template |||| Follow-up templates',
    fields: {
      id: 'ID',
      name: 'Name',
      method: 'Method',
      content: 'Template text',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      method: { 1: 'Phone call', 2: 'WeChat', 3: 'Store visit', 4: 'Meeting', 5: 'Other' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: { basic: 'Template' },
  },
  'zh-CN': {
    name: '跟进模板',
    fields: {
      id: 'ID',
      name: '模板名称',
      method: '跟进方式',
      content: '模板内容',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      method: { 1: '电话', 2: '微信', 3: '到店', 4: '见面', 5: '其他' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: { basic: '模板信息' },
  },
});
