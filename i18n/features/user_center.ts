import { defineFeatureMessages } from '../types';

/** Strings of the user center and the placeholder pages of other screens (`app.user_center.*`). */
export default defineFeatureMessages({
  'en-US': {
    title: 'user center',
    profile: 'profile',
    name: 'name',
    username: 'user name',
    store: 'store',
    site_name: 'site name',
    logo: 'logo',
    no_store: 'no store',
    change_password: 'change password',
    old_password: 'current password',
    new_password: 'new password',
    confirm_password: 'confirm the new password',
    save: 'save',
    saved: 'Saved successfully',
    required: 'required',
    password_min: 'password must be at least 6 characters',
    password_mismatch: 'the two passwords do not match',
    placeholder: {
      query: 'query received',
      none: '(none)',
      link_tool: {
        title: 'link tool',
        body: 'Builds shareable links to the mini-app and official-account pages. This screen belongs to another issue.',
      },
      software_update: {
        title: 'update notes',
        body: 'Lists what changed in each version of the back-office. This screen belongs to another issue.',
      },
      sms_recharge: {
        title: 'SMS recharge and bill',
        body: 'Recharges the SMS balance (isRecharge=1) or shows the bill (tab=1). This screen belongs to another issue.',
      },
      customer_detail: {
        title: 'customer detail',
        body: 'Shows one customer (id) and, with remark_id, scrolls to that remark. This screen belongs to another issue.',
      },
    },
  },
  'zh-CN': {
    title: '个人中心',
    profile: '个人资料',
    name: '姓名',
    username: '用户名',
    store: '门店',
    site_name: '站点名称',
    logo: '标志',
    no_store: '无门店',
    change_password: '修改密码',
    old_password: '原密码',
    new_password: '新密码',
    confirm_password: '确认新密码',
    save: '保存',
    saved: '保存成功',
    required: '必填',
    password_min: '密码至少6位',
    password_mismatch: '两次输入的密码不一致',
    placeholder: {
      query: '收到的参数',
      none: '（无）',
      link_tool: {
        title: '链接工具',
        body: '生成小程序和公众号页面的分享链接。该页面属于另一个需求。',
      },
      software_update: {
        title: '更新说明',
        body: '列出后台每个版本的更新内容。该页面属于另一个需求。',
      },
      sms_recharge: {
        title: '短信充值与账单',
        body: '充值短信余额（isRecharge=1）或查看账单（tab=1）。该页面属于另一个需求。',
      },
      customer_detail: {
        title: '客户详情',
        body: '展示一位客户（id），带 remark_id 时定位到该备注。该页面属于另一个需求。',
      },
    },
  },
});
