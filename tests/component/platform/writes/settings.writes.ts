import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  {
    name: 'settings.save',
    vars: {
      at: { scope: 'love', group: 'basic' },
      values: { public_sea_days: 21, service_phone: '400-800-1234', site_slogan: '真诚相亲，用心服务' },
      previous: { public_sea_days: 15, service_phone: '400-800-1234', site_slogan: '真诚相亲，用心服务' },
      revision: 1,
    },
  },
  {
    name: 'settings.smsPreview',
    vars: { content: '您好，您预约的见面时间是明天下午三点。', sign: '缘来婚恋' },
  },
  { name: 'settings.smsResend', vars: 4 },
];
