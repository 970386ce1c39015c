import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Payment account |||| Payment accounts',
    fields: {
      id: 'ID',
      name: 'Name',
      channel: 'Channel',
      mch_id: 'Merchant ID',
      app_id: 'App ID',
      api_key: 'API key',
      store_id: 'Store',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      channel: { wechat: 'WeChat Pay', alipay: 'Alipay' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: {
      basic: 'Basic information',
    },
  },
  'zh-CN': {
    name: '支付账号',
    fields: {
      id: 'ID',
      name: '账号名称',
      channel: '支付渠道',
      mch_id: '商户号',
      app_id: 'AppID',
      api_key: 'API 密钥',
      store_id: '所属门店',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      channel: { wechat: '微信支付', alipay: '支付宝' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: {
      basic: '基本信息',
    },
  },
});
