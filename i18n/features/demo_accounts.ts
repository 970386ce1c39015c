import { defineFeatureMessages } from '../types';

/** Strings of the demo accounts listed on the login page of demo builds (`app.demo_accounts.*`). */
export default defineFeatureMessages({
  'en-US': {
    title: 'Demo accounts',
    hint: 'Password %{password} for all. Click an account to fill it in.',
    fill: 'Fill in %{username}',
    roles: {
      admin: 'Administrator (sales + matchmaking)',
      sell: 'Sales',
      match: 'Matchmaker',
    },
  },
  'zh-CN': {
    title: '演示账号',
    hint: '密码均为 %{password}，点击账号即可填入。',
    fill: '填入 %{username}',
    roles: {
      admin: '管理员（销售 + 红娘）',
      sell: '销售',
      match: '红娘',
    },
  },
});
