import { defineFeatureMessages } from '../types';

/** Strings of the header, its banners, the temporary account and the must-handle dialog (`app.header.*`). */
export default defineFeatureMessages({
  'en-US': {
    search: {
      placeholder: 'user number / phone number',
      label: 'search a customer',
      invalid: 'please enter a correct user number',
      not_found: 'no customer with this number',
    },
    icons: {
      finance: 'finance',
      account: 'account',
      messages: 'messages',
      update_notes: 'update notes',
      link_tool: 'link tool',
      home: 'user center',
    },
    account: {
      my_account: 'my account',
      logout: 'log out',
      logout_title: 'Information',
      logout_question: 'are you sure to log out?',
    },
    temporary: {
      return: 'return to original account',
      login_as: 'log in as',
      login_as_title: 'log in as %{name}',
      login_as_question: 'You will work as %{name} until you return to your own account. Continue?',
    },
    banners: {
      label: 'Notices',
      new: 'NEW',
      remarks: 'you have %{count} new remarks, click to view',
      missed_calls: 'you have %{count} incoming calls unanswered, click to handle',
    },
    must_handle: {
      title: 'items to handle',
      open: 'handle',
      close: 'close',
      not_allowed: 'no permission',
    },
  },
  'zh-CN': {
    search: {
      placeholder: '用户编号/手机号',
      label: '搜索客户',
      invalid: '请输入正确的用户编号',
      not_found: '没有该编号的客户',
    },
    icons: {
      finance: '财务',
      account: '账户',
      messages: '消息',
      update_notes: '更新说明',
      link_tool: '链接工具',
      home: '个人中心',
    },
    account: {
      my_account: '我的账户',
      logout: '退出登录',
      logout_title: '信息',
      logout_question: '确定要注销登录吗？',
    },
    temporary: {
      return: '返回原账号',
      login_as: '登录该账号',
      login_as_title: '登录为 %{name}',
      login_as_question: '您将以 %{name} 的身份操作，直到返回原账号。是否继续？',
    },
    banners: {
      label: '提醒',
      new: 'NEW',
      remarks: '您有%{count}条新备注，点击查看',
      missed_calls: '您有%{count}个来电未接听，点击处理',
    },
    must_handle: {
      title: '待处理事项',
      open: '去处理',
      close: '关闭',
      not_allowed: '无权限',
    },
  },
});
