import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Operation log |||| Operation logs',
    fields: {
      id: 'ID',
      account_id: 'Account',
      module: 'Module',
      action: 'Action',
      content: 'Details',
      ip: 'IP address',
      created_at: 'Time',
    },
    enums: {
      module: {
        goods: 'Goods',
        category: 'Categories',
        order: 'Orders',
        dealer: 'Dealers',
        stock: 'Stock',
        home: 'Home page',
        account: 'Accounts',
        login: 'Login',
      },
      action: {
        create: 'Create',
        update: 'Update',
        delete: 'Delete',
        login: 'Log in',
        export: 'Export',
        import: 'Import',
      },
    },
  },
  'zh-CN': {
    name: '操作日志',
    fields: {
      id: 'ID',
      account_id: '账号',
      module: '模块',
      action: '操作',
      content: '详情',
      ip: 'IP 地址',
      created_at: '操作时间',
    },
    enums: {
      module: {
        goods: '商品',
        category: '分类',
        order: '订单',
        dealer: '经销商',
        stock: '库存',
        home: '首页',
        account: '账号',
        login: '登录',
      },
      action: {
        create: '新增',
        update: '修改',
        delete: '删除',
        login: '登录',
        export: '导出',
        import: '导入',
      },
    },
  },
});
