import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Account |||| Accounts',
    fields: {
      id: 'ID',
      username: 'User name',
      name: 'Name',
      phone: 'Phone',
      role: 'Role',
      dealer_id: 'Dealer',
      status: 'Status',
      last_login_at: 'Last login',
      created_at: 'Created at',
    },
    enums: {
      role: { admin: 'Administrator', operator: 'Operator', warehouse: 'Warehouse keeper', dealer: 'Dealer' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: { basic: 'Account' },
  },
  'zh-CN': {
    name: '账号',
    fields: {
      id: 'ID',
      username: '登录账号',
      name: '姓名',
      phone: '手机号',
      role: '角色',
      dealer_id: '所属经销商',
      status: '状态',
      last_login_at: '最近登录',
      created_at: '创建时间',
    },
    enums: {
      role: { admin: '管理员', operator: '运营', warehouse: '仓管', dealer: '经销商' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: { basic: '账号信息' },
  },
});
