import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { BespokeHandlers } from '../routing';

/** Counter keys of `GET get-stat-count` (menu dots and the missed-call banner). */
export const STAT_COUNT_KEYS = [
  'customer_clue_count',
  'public_sea_count',
  'my_customer_count',
  'my_allocate_count',
  'plan_expiry_count',
  'connect_wait_count',
  'call_in_no_answer_count',
] as const;

const BASES: Readonly<Record<(typeof STAT_COUNT_KEYS)[number], number>> = {
  customer_clue_count: 12,
  public_sea_count: 37,
  my_customer_count: 5,
  my_allocate_count: 3,
  plan_expiry_count: 2,
  connect_wait_count: 4,
  call_in_no_answer_count: 2,
};

/** A deterministic wobble per worker, key and minute: counts change a little over time. */
export function statCounts(workerId: number, now: Date = new Date()): Record<string, number> {
  const minute = Math.floor(now.getTime() / 60_000);
  const out: Record<string, number> = {};
  STAT_COUNT_KEYS.forEach((key, index) => {
    const wobble = (minute * (index + 3) + workerId * 7) % 4;
    out[key] = Math.max(1, BASES[key] + wobble - 1);
  });
  return out;
}

/** GET /plugin/love/admin/get-stat-count → `{ data: { <key>: n } }`. */
const statCount: BespokeHandlers = ({ route, authed }) => [
  route(
    'get',
    API_PATHS.counters.statCount,
    authed(({ me }) => HttpResponse.json({ data: statCounts(me.session.worker_id) }), { records: false }),
  ),
];

export default statCount;
