import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Role |||| Roles',
    fields: {
      id: 'ID',
      name: 'Name',
      description: 'Description',
      is_admin: 'Administrator role',
      permissions: 'Permissions',
      worker_count: 'Staff',
      created_at: 'Created at',
    },
    enums: {
      is_admin: { 1: 'Administrator', 0: 'Regular' },
    },
    sections: {
      basic: 'Basic information',
      permissions: 'Permissions',
    },
  },
  'zh-CN': {
    name: '角色',
    fields: {
      id: 'ID',
      name: '角色名称',
      description: '描述',
      is_admin: '管理员角色',
      permissions: '权限',
      worker_count: '员工数',
      created_at: '创建时间',
    },
    enums: {
      is_admin: { 1: '管理员', 0: '普通' },
    },
    sections: {
      basic: '基本信息',
      permissions: '权限',
    },
  },
});
