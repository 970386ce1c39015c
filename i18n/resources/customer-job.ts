import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Occupation |||| Occupations',
    fields: { id: 'ID', name: 'Name', sort: 'Order', status: 'Status' },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
  },
  'zh-CN': {
    name: '职业',
    fields: { id: 'ID', name: '名称', sort: '排序', status: '状态' },
    enums: { status: { 1: '启用', 0: '停用' } },
  },
});
