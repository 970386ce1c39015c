import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Permission change |||| Permission changes',
    fields: {
      id: 'ID',
      created_at: 'Time',
      worker_id: 'Changed by',
      subject: 'Changed',
      subject_name: 'Name',
      action: 'Action',
      added: 'Added',
      removed: 'Removed',
    },
    enums: {
      subject: { role: 'Role', worker: "Staff member's roles" },
      action: { create: 'Create', update: 'Update', delete: 'Delete' },
    },
  },
  'zh-CN': {
    name: '权限变更日志',
    fields: {
      id: 'ID',
      created_at: '时间',
      worker_id: '操作人',
      subject: '变更对象',
      subject_name: '名称',
      action: '操作',
      added: '新增',
      removed: '移除',
    },
    enums: {
      subject: { role: '角色', worker: '员工的角色' },
      action: { create: '新建', update: '修改', delete: '删除' },
    },
  },
});
