import type { WriteRow } from './types';

const week = {
  store_id: 1,
  week_start: '2025-06-02',
  cells: [
    { worker_id: 2, date: '2025-06-02', shift: 'morning' },
    { worker_id: 3, date: '2025-06-03', shift: 'rest' },
  ],
};

export const writes: WriteRow[] = [
  { name: 'dashboard.schedulePreview', vars: week },
  { name: 'dashboard.scheduleSave', vars: { ...week, revision: 1 } },
  { name: 'dashboard.setPassword', vars: { id: 4, password: '红娘2025' } },
  { name: 'dashboard.followStatus', vars: { id: 8, status: 0 } },
];
