import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  { name: 'notices.markRead', vars: 11 },
  { name: 'notices.markAllRead', vars: null },
];
