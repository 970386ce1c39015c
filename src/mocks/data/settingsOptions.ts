/**
 * The demo API's configuration groups (issue 16): the fields its options endpoints describe, in
 * both languages, and every group's first values. Groups without an options endpoint (pc, helper,
 * key) declare their fields in the app; only their values are here.
 */
type Text = readonly [zh: string, en: string];

interface DemoField {
  name: string;
  label: Text;
  type: 'text' | 'textarea' | 'richtext' | 'integer' | 'money' | 'switch' | 'select';
  required?: boolean;
  min?: number;
  max?: number;
  unit?: Text;
  help?: Text;
  choices?: readonly { id: number; name: Text }[];
}

interface DemoSection {
  key: string;
  title: Text;
  fields: readonly DemoField[];
}

const DAYS: Text = ['天', 'days'];
const MINUTES: Text = ['分钟', 'min'];

export const SETTINGS_OPTIONS: Readonly<Record<string, readonly DemoSection[]>> = {
  'love/basic': [
    {
      key: 'customer',
      title: ['客户设置', 'Customers'],
      fields: [
        {
          name: 'public_sea_days',
          label: ['未跟进转入公海', 'Days without follow-up before the public sea'],
          type: 'integer',
          required: true,
          min: 1,
          max: 365,
          unit: ['个工作日', 'working days'],
        },
        {
          name: 'expire_notice_days',
          label: ['会员到期提前提醒', 'Warn before a membership expires'],
          type: 'integer',
          required: true,
          min: 1,
          max: 90,
          unit: DAYS,
        },
        {
          name: 'transfer_auto_crm',
          label: ['转介绍自动进入客户池', 'Referrals go to the CRM'],
          type: 'switch',
        },
        {
          name: 'who_can_follow_note',
          label: ['可写跟进记录', 'Who may write follow-ups'],
          type: 'select',
          required: true,
          choices: [
            { id: 0, name: ['所有员工', 'Every worker'] },
            { id: 1, name: ['负责的红娘', 'The assigned matchmaker'] },
            { id: 2, name: ['仅管理员', 'Administrators only'] },
          ],
        },
      ],
    },
    {
      key: 'service',
      title: ['服务设置', 'Service'],
      fields: [
        {
          name: 'deep_call_minute',
          label: ['深度沟通通话时长', 'Length of a deep call'],
          type: 'integer',
          min: 1,
          max: 120,
          unit: MINUTES,
        },
        {
          name: 'vip_price',
          label: ['会员默认价格', 'Default membership price'],
          type: 'money',
          max: 1_000_000,
        },
        {
          name: 'service_phone',
          label: ['客服电话', 'Service phone'],
          type: 'text',
          required: true,
          max: 20,
          help: ['显示在小程序的“联系我们”', 'Shown under "contact us" in the mini-app'],
        },
      ],
    },
  ],
  'love/yuncall': [
    {
      key: 'line',
      title: ['线路', 'Line'],
      fields: [
        { name: 'enabled', label: ['启用云呼叫', 'Cloud calls on'], type: 'switch' },
        {
          name: 'line_type',
          label: ['呼叫方式', 'Call mode'],
          type: 'select',
          required: true,
          choices: [
            { id: 1, name: ['回拨', 'Call back'] },
            { id: 2, name: ['直拨', 'Direct'] },
            { id: 3, name: ['SIP 话机', 'SIP phone'] },
          ],
        },
        {
          name: 'max_concurrent',
          label: ['最大并发数', 'Concurrent calls'],
          type: 'integer',
          min: 1,
          max: 50,
        },
      ],
    },
    {
      key: 'record',
      title: ['录音与计费', 'Recordings and billing'],
      fields: [
        {
          name: 'record_keep_days',
          label: ['录音保存', 'Keep recordings'],
          type: 'integer',
          min: 7,
          max: 365,
          unit: DAYS,
        },
        { name: 'enable_ai_audio_analysis', label: ['AI 通话分析', 'AI call analysis'], type: 'switch' },
        { name: 'price_per_minute', label: ['每分钟费用', 'Price per minute'], type: 'money', max: 100 },
      ],
    },
  ],
  'love/page': [
    {
      key: 'home',
      title: ['首页', 'Home page'],
      fields: [
        { name: 'site_title', label: ['首页标题', 'Home title'], type: 'text', required: true, max: 30 },
        { name: 'show_hot', label: ['显示热门会员', 'Show popular members'], type: 'switch' },
        {
          name: 'list_page_size',
          label: ['每页会员数', 'Members per page'],
          type: 'select',
          choices: [10, 20, 50].map((n) => ({ id: n, name: [`${n} 个`, `${n}`] as const })),
        },
      ],
    },
    {
      key: 'notice',
      title: ['公告', 'Notice'],
      fields: [{ name: 'notice_content', label: ['公告内容', 'Notice text'], type: 'richtext', max: 2000 }],
    },
  ],
  'system/security': [
    {
      key: 'login',
      title: ['登录安全', 'Sign-in'],
      fields: [
        {
          name: 'password_min_length',
          label: ['密码最短长度', 'Shortest password'],
          type: 'integer',
          required: true,
          min: 6,
          max: 32,
        },
        {
          name: 'login_fail_lock',
          label: ['登录失败锁定次数', 'Failures before lock'],
          type: 'integer',
          min: 3,
          max: 10,
        },
        {
          name: 'session_timeout',
          label: ['无操作自动退出', 'Sign out when idle'],
          type: 'integer',
          min: 10,
          max: 1440,
          unit: MINUTES,
        },
        { name: 'verify_code_login', label: ['允许验证码登录', 'Verification-code sign-in'], type: 'switch' },
      ],
    },
    {
      key: 'ip',
      title: ['访问限制', 'Access'],
      fields: [
        {
          name: 'ip_whitelist',
          label: ['IP 白名单', 'IP allow-list'],
          type: 'textarea',
          help: ['每行一个 IP，留空不限制', 'One IP a line; empty allows all'],
        },
      ],
    },
  ],
};

/** The first values of every group (also those without an options endpoint). */
export const SETTINGS_DEFAULTS: Readonly<Record<string, Readonly<Record<string, string | number | null>>>> = {
  'love/basic': {
    public_sea_days: 15,
    expire_notice_days: 7,
    transfer_auto_crm: 1,
    who_can_follow_note: 1,
    deep_call_minute: 3,
    vip_price: 9800,
    service_phone: '400-800-1234',
  },
  'love/yuncall': {
    enabled: 1,
    line_type: 1,
    max_concurrent: 10,
    record_keep_days: 90,
    enable_ai_audio_analysis: 1,
    price_per_minute: 0.12,
  },
  'love/page': { site_title: '喜鹊婚恋', show_hot: 1, list_page_size: 20, notice_content: '' },
  'love/pc': { pc_title: '喜鹊婚恋', pc_icp: '沪ICP备00000000号', pc_footer: '' },
  'love/helper': { helper_enabled: 1, helper_intro: '' },
  'love/key': { amap_key: '', wechat_app_id: '', sms_sign: '喜鹊婚恋' },
  'system/security': {
    password_min_length: 6,
    login_fail_lock: 5,
    session_timeout: 120,
    verify_code_login: 1,
    ip_whitelist: '',
  },
};

/** A group's sections in a language (`zh_CN` or `en`). */
export function optionsIn(key: string, lang: 'zh_CN' | 'en') {
  const pick = (text: Text) => (lang === 'en' ? text[1] : text[0]);
  return (SETTINGS_OPTIONS[key] ?? []).map((section) => ({
    key: section.key,
    title: pick(section.title),
    fields: section.fields.map(({ label, unit, help, choices, ...rest }) => ({
      ...rest,
      label: pick(label),
      ...(unit ? { unit: pick(unit) } : {}),
      ...(help ? { help: pick(help) } : {}),
      ...(choices ? { choices: choices.map((c) => ({ id: c.id, name: pick(c.name) })) } : {}),
    })),
  }));
}
