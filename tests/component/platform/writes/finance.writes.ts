import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  { name: 'finance.rechargeTicket', vars: { type: 'cash', amount: 500, store_id: 1 } },
  { name: 'finance.paymentForm', vars: { ticket: 'f00d' } },
];
