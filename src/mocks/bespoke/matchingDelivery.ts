import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import { demoNow } from '../clock';
import { profileExtrasOf } from '../customerDetailData';
import type { DemoDb, DemoRecord } from '../db';
import { fail } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDate } from '../seeding';
import { cardOf, satisfies, scoreOf } from './matching';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MATCHMAKER_TYPES: ReadonlySet<unknown> = new Set([2, 3]);

/** A stable number of a day and a key (every demo run shows the same deliveries). */
function hash(date: string, key: number): number {
  let h = key * 2654435761;
  for (const ch of date) h = (h ^ ch.charCodeAt(0)) * 16777619;
  return Math.abs(h % 2147483647);
}

/** Deliveries of a matchmaker on a day: 2 to 8. */
const countOf = (date: string, workerId: number) => 2 + (hash(date, workerId) % 7);

/** The days from `start` to `end` (local dates, never after the demo's `today`, at most 400). */
function days(start: string, end: string, today: string): string[] {
  const local = (d: string) => new Date(`${d}T00:00:00`);
  const last = end < today ? end : today;
  const out: string[] = [];
  for (
    let d = local(last);
    out.length < 400 && formatDate(d) >= start;
    d = new Date(d.getTime() - DAY_MS / 2)
  )
    if (out[0] !== formatDate(d)) out.unshift(formatDate(d));
  return out;
}

const live = (c: DemoRecord) => !c.removed_at && (c.gender === 0 || c.gender === 1);

/** The recommendations of a day for a worker: its members (else anyone), each with one candidate. */
function deliveries(db: DemoDb, date: string, workerId: number) {
  const everyone = db.list('customer').filter(live);
  const mine = everyone.filter((c) => c.worker_id === workerId);
  const pool = mine.length ? mine : everyone;
  const count = Math.min(countOf(date, workerId), pool.length);
  const start = hash(date, workerId + 1) % Math.max(1, pool.length);
  return Array.from({ length: count }, (_, i) => pool[(start + i) % pool.length]).flatMap((member) => {
    const wants = (profileExtrasOf(member).target_detail ?? {}) as Record<string, unknown>;
    const [ageMin, ageMax] = Array.isArray(wants.want_age) ? (wants.want_age as number[]) : [];
    const criteria = { age_min: ageMin, age_max: ageMax };
    const fits = everyone.filter((c) => c.gender !== member.gender && satisfies(c, criteria));
    if (fits.length === 0) return [];
    const candidate = fits[hash(date, member.id) % fits.length];
    return [
      {
        id: member.id * 100_000 + candidate.id,
        date,
        member: cardOf(db, member),
        candidate: cardOf(db, candidate),
        ...scoreOf(member, candidate, criteria),
      },
    ];
  });
}

/**
 * Daily delivery (issue 13; spec §7 names `customer/daily-delivery` and `customer/get-delivery-stat`,
 * the shapes are ours): `GET daily-delivery?date` the members recommended to the caller's members
 * that day; `GET get-delivery-stat?start_date&end_date` the counts by day and by matchmaker.
 */
const delivery: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.customer.dailyDelivery,
    authed(({ request, me, lang }) => {
      if (!canAction(['user_view'], me.permissions, me.actions, 'query')) return fail(403, lang, 'forbidden');
      const date = new URL(request.url).searchParams.get('date') ?? formatDate(demoNow(db));
      if (!DATE.test(date)) return fail(422, lang, 'invalidBody');
      const list = deliveries(db, date, me.session.worker_id);
      return HttpResponse.json({ data: { date, list, total: list.length } });
    }),
  ),
  route(
    'get',
    API_PATHS.customer.deliveryStat,
    authed(({ request, me, lang }) => {
      if (!canAction(['user_view'], me.permissions, me.actions, 'query')) return fail(403, lang, 'forbidden');
      const params = new URL(request.url).searchParams;
      const start = params.get('start_date') ?? '';
      const end = params.get('end_date') ?? '';
      if (!DATE.test(start) || !DATE.test(end)) return fail(422, lang, 'invalidBody');
      const workers = db.list('worker').filter((w) => MATCHMAKER_TYPES.has(w.type) && w.status !== 0);
      const range = days(start, end, formatDate(demoNow(db)));
      const byWorker = workers
        .map((w) => ({
          worker_id: w.id,
          worker_name: typeof w.name === 'string' ? w.name : '',
          count: range.reduce((sum, d) => sum + countOf(d, w.id), 0),
        }))
        .sort((a, b) => b.count - a.count || a.worker_id - b.worker_id);
      const byDay = range.map((date) => ({
        date,
        count: workers.reduce((sum, w) => sum + countOf(date, w.id), 0),
      }));
      const total = byDay.reduce((sum, d) => sum + d.count, 0);
      return HttpResponse.json({ data: { days: byDay, workers: byWorker, total } });
    }),
  ),
];

export default delivery;
