import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  { name: 'admin-tools.transferCustomers', vars: { from: 2, to: '1' } },
  { name: 'admin-tools.deviceGetPhone', vars: 3 },
  { name: 'admin-tools.deviceDeletePhone', vars: 3 },
  { name: 'admin-tools.deviceTest', vars: 3 },
];
