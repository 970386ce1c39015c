import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  {
    name: 'account.changePassword',
    vars: { old_password: 'demo123', password: '新密码2025', password_confirmation: '新密码2025' },
  },
  { name: 'account.updateSelf', vars: { name: '张伟', phone: '13900000009' } },
  { name: 'account.resetDemo', vars: null },
  { name: 'account.advanceDemoClock', vars: { days: 1 } },
  { name: 'account.loginAs', vars: 5 },
  { name: 'account.leaveTemporary', vars: null },
];
