import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Channel |||| Channels',
    fields: {
      id: 'ID',
      name: 'Name',
      parent_id: 'Parent channel',
      sort: 'Order',
      status: 'Status',
      remark: 'Remark',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
    sections: { basic: 'Channel' },
  },
  'zh-CN': {
    name: '客户渠道',
    fields: {
      id: 'ID',
      name: '渠道名称',
      parent_id: '上级渠道',
      sort: '排序',
      status: '状态',
      remark: '备注',
      created_at: '创建时间',
    },
    enums: { status: { 1: '启用', 0: '停用' } },
    sections: { basic: '渠道信息' },
  },
});
