/** The bin's actions edit customers (spec §6 names no permission of their own): `user_view` + an action. */
export const BIN_PERMISSION = 'user_view';
/** The bin's list query: the customers removed into it (the demo API: `listScopes.ts`). */
export const BIN_FILTER = { removed: 1 } as const;
/** The bin's columns: who, and why and when it was removed. */
export const BIN_COLUMNS = [
  'name',
  'phone',
  'customer_type',
  'worker_id',
  'removal_reason',
  'removed_at',
] as const;
