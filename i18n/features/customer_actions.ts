import { defineFeatureMessages } from '../types';

/**
 * Strings of a customer's record actions, the import and the sensitive values (`app.customer_actions.*`,
 * spec §5 V20, §7, §8 E07, issue 10).
 */
export default defineFeatureMessages({
  'en-US': {
    more: 'More actions',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    vip: {
      action: 'Change VIP expiry',
      title: 'Change VIP expiry',
      current: 'Current expiry: %{date}',
      none: 'Not a VIP member yet',
      date: 'New expiry date',
      required: 'Please choose a date',
      success: 'VIP expiry changed to %{date}',
    },
    copy: {
      action: 'One-click copy',
      success: 'Copied',
      manual: 'Copying is not available here: select the text and copy it',
      title: 'Customer profile',
    },
    same_phone: {
      action: 'Same-phone customers',
      title: 'Customers with the same phone',
      empty: 'No other customer has this phone number',
      number: 'No. %{number}',
      worker: 'Followed by %{name}',
    },
    bind: {
      action: 'Change binding',
      title: 'Change the bound staff member',
      current: 'Currently bound to: %{name}',
      nobody: 'nobody',
      worker: 'Staff member',
      required: 'Please choose a staff member',
      success: 'Binding changed',
    },
    view: {
      phone: 'View phone number',
      wechat: 'View WeChat',
      none: 'None',
    },
    import: {
      action: 'Import',
      title: 'Import customers',
      wrong_type: 'Only .xlsx, .xls or .csv files can be imported',
      success: 'Import succeeded',
    },
  },
  'zh-CN': {
    more: '更多操作',
    cancel: '取消',
    close: '关闭',
    save: '保存',
    vip: {
      action: '修改会员到期时间',
      title: '修改会员到期时间',
      current: '当前到期时间：%{date}',
      none: '尚未开通会员',
      date: '新的到期日期',
      required: '请选择日期',
      success: '会员到期时间已改为 %{date}',
    },
    copy: {
      action: '一键复制',
      success: '复制成功',
      manual: '当前环境无法自动复制，请选中文字后手动复制',
      title: '客户资料',
    },
    same_phone: {
      action: '同手机号客户',
      title: '相同手机号的客户',
      empty: '没有其他客户使用此手机号',
      number: '编号 %{number}',
      worker: '跟进人：%{name}',
    },
    bind: {
      action: '更换绑定',
      title: '更换绑定人员',
      current: '当前绑定：%{name}',
      nobody: '无',
      worker: '绑定人员',
      required: '请选择绑定人员',
      success: '绑定已更换',
    },
    view: {
      phone: '查看手机号',
      wechat: '查看微信号',
      none: '无',
    },
    import: {
      action: '导入',
      title: '导入客户',
      wrong_type: '仅支持导入 .xlsx、.xls、.csv 格式的文件',
      success: '导入成功',
    },
  },
});
