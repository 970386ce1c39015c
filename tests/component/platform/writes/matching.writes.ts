import type { WriteRow } from './types';

const pair = { customer_id: 1, target_customer_id: 2 };

export const writes: WriteRow[] = [
  { name: 'matching.ignore', vars: { pair, cancel: false } },
  { name: 'matching.backup', vars: { pair, remove: false } },
  {
    name: 'matching.invite',
    vars: {
      body: {
        ...pair,
        meet_at: '2025-06-01 15:00:00',
        place: '人民公园南门咖啡馆',
        remark: '第一次见面，轻松聊聊',
      },
      name: '李晓雨',
    },
  },
  { name: 'matching.wallAdd', vars: { customer_id: 3 } },
  { name: 'matching.wallRemove', vars: { wall_id: 2 } },
  { name: 'matching.wallSort', vars: { ids: [3, 1, 2] } },
];
