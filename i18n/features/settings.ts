import { defineFeatureMessages } from '../types';

/** Strings of the configuration pages (`app.settings.*`); "设置成功" is E10. */
export default defineFeatureMessages({
  'en-US': {
    save: 'save',
    saved: 'Settings saved',
    save_failed: 'could not save the settings',
    pages: {
      basic: 'basic settings',
      yuncall: 'cloud call settings',
      page: 'page settings',
      pc: 'PC site settings',
      helper: 'helper settings',
      key: 'keys',
      security: 'security settings',
    },
    sections: { pc: 'PC site', helper: 'helper', key: 'third-party keys' },
    fields: {
      pc_title: 'site title',
      pc_icp: 'ICP licence number',
      pc_footer: 'footer text',
      helper_enabled: 'helper on',
      helper_intro: 'helper introduction',
      amap_key: 'AMap key',
      wechat_app_id: 'WeChat AppID',
      sms_sign: 'SMS signature',
    },
  },
  'zh-CN': {
    save: '保存',
    saved: '设置成功',
    save_failed: '设置保存失败',
    pages: {
      basic: '基础设置',
      yuncall: '云呼叫设置',
      page: '页面设置',
      pc: 'PC 站设置',
      helper: '助手设置',
      key: '密钥设置',
      security: '安全设置',
    },
    sections: { pc: 'PC 站', helper: '助手', key: '第三方密钥' },
    fields: {
      pc_title: '网站标题',
      pc_icp: 'ICP 备案号',
      pc_footer: '页脚文字',
      helper_enabled: '启用助手',
      helper_intro: '助手介绍',
      amap_key: '高德地图 Key',
      wechat_app_id: '微信 AppID',
      sms_sign: '短信签名',
    },
  },
});
