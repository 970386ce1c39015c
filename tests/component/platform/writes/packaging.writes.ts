import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  { name: 'packaging.step', vars: { step: 'audit', id: 1 } },
  { name: 'packaging.build', vars: { platform: 'weapp', version: '1.0.1', description: '修复登录' } },
  { name: 'packaging.cancelOauth', vars: 'weapp' },
  { name: 'packaging.online', vars: 'tiktok' },
  { name: 'packaging.authUrl', vars: 'weapp' },
];
