import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Store |||| Stores',
    fields: {
      id: 'ID',
      name: 'Name',
      phone: 'Phone',
      address: 'Address',
      manager: 'Manager',
      status: 'Status',
      remark: 'Remark',
      customer_count: 'Customers',
      created_at: 'Created at',
    },
    enums: {
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: {
      basic: 'Basic information',
      more: 'More information',
    },
  },
  'zh-CN': {
    name: '门店',
    fields: {
      id: 'ID',
      name: '门店名称',
      phone: '联系电话',
      address: '地址',
      manager: '负责人',
      status: '状态',
      remark: '备注',
      customer_count: '客户数',
      created_at: '创建时间',
    },
    enums: {
      status: { 1: '启用', 0: '停用' },
    },
    sections: {
      basic: '基本信息',
      more: '更多信息',
    },
  },
});
