import dayjs from 'dayjs';
import type { DemoDb } from '../../src/mocks/db';

const DT = 'YYYY-MM-DD HH:mm:ss';

/** Known figures for the dashboard tests (whatever today is). */
export const FIGURES = {
  thisMonth: { new_customers: 3, follow_ups: 4, invitations: 1 },
  lastMonth: { new_customers: 7, follow_ups: 2, invitations: 0 },
} as const;

/**
 * Puts known records in the demo store: 3 customers created this month and 7 last month (10 in
 * all), 4 follow records written this month (one today: a meeting planned for 23:00, by worker 2)
 * and 2 last month, one customer whose membership ends in 10 days. Everything else is removed.
 */
export function seedDashboard(db: DemoDb) {
  const thisMonth = dayjs().startOf('month').add(10, 'hour').format(DT);
  const lastMonth = dayjs().startOf('month').subtract(1, 'month').add(10, 'hour').format(DT);
  const customers = db.list('customer').slice(0, 10);
  for (const c of [...db.list('customer')]) if (!customers.includes(c)) db.remove('customer', c.id);
  customers.forEach((c, i) =>
    db.replace('customer', {
      ...c,
      worker_id: i < 3 ? 1 : 2,
      removed_at: undefined,
      is_vip: i === 0,
      vip_expire_at: i === 0 ? dayjs().add(10, 'day').format('YYYY-MM-DD') : undefined,
      created_at: i < 3 ? thisMonth : lastMonth,
    }),
  );
  for (const r of [...db.list('worker-user')]) db.remove('worker-user', r.id);
  const follow = (created: string, workerId: number, method: number, next?: string) =>
    db.create('worker-user', {
      customer_id: customers[0]?.id,
      worker_id: workerId,
      method,
      content: '电话沟通约20分钟',
      status: 1,
      next_follow_at: next,
      created_at: created,
    });
  follow(dayjs().format('YYYY-MM-DD 00:00:00'), 2, 4, dayjs().format('YYYY-MM-DD 23:00:00'));
  follow(thisMonth, 1, 1);
  follow(thisMonth, 1, 2);
  follow(thisMonth, 2, 1);
  follow(lastMonth, 1, 1);
  follow(lastMonth, 2, 2);
  return { customers };
}
