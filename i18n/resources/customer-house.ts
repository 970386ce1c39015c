import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Housing option |||| Housing options',
    fields: { id: 'ID', name: 'Name', sort: 'Order', status: 'Status' },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
  },
  'zh-CN': {
    name: '住房情况',
    fields: { id: 'ID', name: '名称', sort: '排序', status: '状态' },
    enums: { status: { 1: '启用', 0: '停用' } },
  },
});
