import { defineFeatureMessages } from '../types';

/** Strings of the SMS tools (`app.sms.*`): counter (V06), preview, resend, recharge page. */
export default defineFeatureMessages({
  'en-US': {
    counter: '%{units} units · %{count} message(s)',
    preview: 'preview',
    preview_title: 'SMS preview',
    close: 'close',
    resend: 'resend',
    resend_title: 'resend the SMS',
    resend_confirm: 'Send this message to %{phone} again?',
    resent: 'SMS sent again',
    recharge_title: 'SMS recharge',
    balance: 'SMS balance: %{count} messages',
    tabs: { recharge: 'SMS recharge', bill: 'bill' },
  },
  'zh-CN': {
    counter: '%{units} 字 · %{count} 条短信',
    preview: '预览',
    preview_title: '短信预览',
    close: '关闭',
    resend: '重新发送',
    resend_title: '重新发送短信',
    resend_confirm: '确定向 %{phone} 重新发送这条短信吗？',
    resent: '短信已重新发送',
    recharge_title: '短信充值',
    balance: '短信余额：%{count} 条',
    tabs: { recharge: '短信充值', bill: '账单' },
  },
});
