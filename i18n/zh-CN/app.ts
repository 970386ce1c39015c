import type { AppMessages } from '../en-US/app';

/** App strings (`app.*`) in Simplified Chinese: the keys of `en-US/app.ts`, no more, no less. */
const app = {
  title: '婚恋管理后台',
  menu: {
    label: '主菜单',
    home: '首页',
    sections: {
      dashboard: '工作台',
      customer: '客户管理',
      mate: '牵线匹配',
      operate: '运营管理',
      finance: '财务管理',
      setting: '系统设置',
      catalogue: '商品管理',
    },
  },
  login: {
    title: '账号登录',
    password_tab: '密码登录',
    code_tab: '验证码登录',
    username: '用户名',
    password: '密码',
    phone: '手机号',
    code: '验证码',
    send_code: '获取验证码',
    resend_in: '%{seconds} 秒后重新获取',
    submit: '登录',
    code_sent: '验证码已发送',
    no_token: '服务器未返回登录凭证',
  },
  errors: {
    login_expired: '登录已过期',
    expired: '401：登录已过期',
    forbidden_title: '无权访问',
    forbidden_text: '抱歉，您无权访问此页面。',
    not_found_title: '页面不存在',
    not_found_text: '抱歉，您访问的页面不存在。',
    back_home: '返回首页',
    http_status: '%{status}: %{text}',
  },
  list: {
    total: '共 %{total} 条',
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    'en-US': 'English',
  },
  home: {
    welcome: '欢迎回来，%{name}',
  },
  sections: {
    basic: '基本信息',
    more: '更多信息',
    system: '系统信息',
  },
  download: {
    error_title: '错误',
  },
  demo: {
    reset: '重置演示数据',
    reset_confirm: '确定要重置全部演示数据吗？在演示中所做的修改都将丢失。',
    reset_done: '演示数据已重置',
  },
  enums: {
    status: {
      0: '停用',
      1: '启用',
    },
    boolean: {
      true: '是',
      false: '否',
    },
  },
  validation: {
    required: '必填',
    too_small_string: '至少 %{min} 个字符',
    too_big_string: '最多 %{max} 个字符',
    too_small_number: '不能小于 %{min}',
    too_big_number: '不能大于 %{max}',
    invalid_format: '格式不正确',
    invalid_number: '请输入数字',
    invalid_choice: '请选择有效的选项',
    invalid_phone: '手机号码格式不正确',
    invalid_domain: '域名格式不正确',
    invalid_type: '数据类型不正确',
  },
} satisfies AppMessages;

export default app;
