import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Staff member |||| Staff members',
    fields: {
      id: 'ID',
      name: 'Name',
      username: 'Username',
      phone: 'Phone number',
      type: 'Role',
      store_id: 'Store',
      contact_note: 'Contact note',
      customer_count: 'Customers',
      status: 'Status',
      created_at: 'Created at',
      role_ids: 'Access roles',
      password: 'Password',
      effective_permissions: 'Effective permissions',
    },
    enums: {
      type: { 1: 'Sales', 2: 'Matchmaker', 3: 'Sales and matchmaker' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: {
      basic: 'Basic information',
      access: 'Sign-in and permissions',
    },
    helpers: {
      password: 'Required when creating, at least 6 characters; leave empty to keep the current one',
    },
    /** The effective permissions on the worker's detail page (the union of its roles, issue 41). */
    permissions: {
      all_actions: 'All actions',
      none: 'No permission',
    },
  },
  'zh-CN': {
    name: '员工',
    fields: {
      id: 'ID',
      name: '姓名',
      username: '登录账号',
      phone: '手机号',
      type: '角色',
      store_id: '所属门店',
      contact_note: '联系备注',
      customer_count: '客户数',
      status: '状态',
      created_at: '创建时间',
      role_ids: '权限角色',
      password: '登录密码',
      effective_permissions: '实际权限',
    },
    enums: {
      type: { 1: '销售', 2: '红娘', 3: '销售兼红娘' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: {
      basic: '基本信息',
      access: '登录与权限',
    },
    helpers: {
      password: '创建时必填，至少 6 位；编辑时留空则不修改',
    },
    permissions: {
      all_actions: '全部操作',
      none: '无任何权限',
    },
  },
});
