import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { SHIFTS } from '../../../resources/worker-schedule';
import { canAction } from '../../../resources/core/permissions';
import type { DemoDb } from '../db';
import { actorName } from '../identity';
import { fail, readBody, str } from '../responses';
import { PASSWORD_MIN, passwordTooShort } from '../roles';
import type { BespokeHandlers } from '../routing';
import { checkRevision, storedRevision } from '../versions';

const DATE = 'YYYY-MM-DD';
const SCHEDULE_PERMISSION = 'dashboard.worker_schedule';
/** The version of each store's week (one record per store and Monday, once the week is saved). */
export const WEEK_VERSIONS = 'worker-schedule-week';
const WORKER_PERMISSION = 'setting.worker';

interface Cell {
  worker_id: number;
  date: string;
  shift: (typeof SHIFTS)[number];
}

interface Week {
  store_id: number;
  week_start: string;
  cells: Cell[];
}

const isShift = (v: unknown): v is Cell['shift'] => (SHIFTS as readonly unknown[]).includes(v);
const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The dates of the week starting on `weekStart` (a Monday). */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => dayjs(weekStart).add(i, 'day').format(DATE));
}

/** Which week a body or query names: an existing store and a date. */
function weekOf(
  db: DemoDb,
  storeId: unknown,
  weekStart: unknown,
): Pick<Week, 'store_id' | 'week_start'> | undefined {
  const store = typeof storeId === 'string' && /^\d+$/.test(storeId) ? Number(storeId) : storeId;
  if (!positiveInt(store) || !db.get('store', store)) return undefined;
  const start = typeof weekStart === 'string' ? weekStart : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !dayjs(start).isValid()) return undefined;
  return { store_id: store, week_start: start };
}

/** A week's body, checked: the store exists, the start is a date, each cell a worker, a day of the week, a shift. */
function readWeek(db: DemoDb, body: Record<string, unknown> | undefined): Week | undefined {
  const which = body && weekOf(db, body.store_id, body.week_start);
  if (!body || !which) return undefined;
  const days = new Set(weekDates(which.week_start));
  if (!Array.isArray(body.cells)) return undefined;
  const cells: Cell[] = [];
  for (const raw of body.cells as unknown[]) {
    if (!raw || typeof raw !== 'object') return undefined;
    const { worker_id: workerId, date, shift } = raw as Record<string, unknown>;
    if (!positiveInt(workerId) || !db.get('worker', workerId)) return undefined;
    if (typeof date !== 'string' || !days.has(date) || !isShift(shift)) return undefined;
    cells.push({ worker_id: workerId, date, shift });
  }
  return { ...which, cells };
}

/** The stored roster of a store's week, in worker then day order. */
function storedCells(db: DemoDb, storeId: number, weekStart: string): Cell[] {
  const days = new Set(weekDates(weekStart));
  return db
    .list('worker-schedule')
    .filter(
      (r) => r.store_id === storeId && typeof r.date === 'string' && days.has(r.date) && isShift(r.shift),
    )
    .map((r) => ({ worker_id: Number(r.worker_id), date: String(r.date), shift: r.shift as Cell['shift'] }))
    .sort((a, b) => a.worker_id - b.worker_id || a.date.localeCompare(b.date));
}

const versionRecordOf = (db: DemoDb, storeId: number, weekStart: string) =>
  db.list(WEEK_VERSIONS).find((r) => r.store_id === storeId && r.week_start === weekStart);

/**
 * A store's week as `GET worker-schedule/week` answers it: the stored cells and the week's version
 * (a week never saved: revision 1, `updated_at` and `updated_by` empty).
 */
export function weekAnswer(db: DemoDb, storeId: number, weekStart: string) {
  const version = versionRecordOf(db, storeId, weekStart);
  return {
    store_id: storeId,
    week_start: weekStart,
    cells: storedCells(db, storeId, weekStart),
    revision: version ? storedRevision(version) : 1,
    updated_at: str(version?.updated_at),
    updated_by: str(version?.updated_by),
  };
}

/** Who is on duty each day of the week (a rest day is not duty). */
export function preview(db: DemoDb, week: Week) {
  return {
    days: weekDates(week.week_start).map((date) => {
      const names = week.cells
        .filter((c) => c.date === date && c.shift !== 'rest')
        .map((c) => String(db.get('worker', c.worker_id)?.name ?? `#${c.worker_id}`));
      return { date, on_duty: names.length, names };
    }),
  };
}

/**
 * Replaces the store's roster of that week with the cells, as `by`: the week's version goes one up
 * when a cell changed (its record keeps the cells saved, so that an unchanged week keeps it).
 */
export function saveWeek(db: DemoDb, week: Week, by = ''): void {
  const days = new Set(weekDates(week.week_start));
  const before = storedCells(db, week.store_id, week.week_start);
  const version =
    versionRecordOf(db, week.store_id, week.week_start) ??
    db.create(WEEK_VERSIONS, { store_id: week.store_id, week_start: week.week_start, cells: before });
  // A copy: removing from the live list while walking it skipped the record after each removed one.
  for (const r of [...db.list('worker-schedule')])
    if (r.store_id === week.store_id && typeof r.date === 'string' && days.has(r.date))
      db.remove('worker-schedule', r.id);
  for (const cell of week.cells) db.create('worker-schedule', { ...cell, store_id: week.store_id }, by);
  db.replace(WEEK_VERSIONS, { ...version, cells: storedCells(db, week.store_id, week.week_start) }, by);
}

/**
 * The worker schedule (`GET worker-schedule/week?store_id&week_start` answers the stored week with
 * its version; `POST worker-schedule/preview` and `/save`, body `{ store_id, week_start, cells:
 * [{ worker_id, date, shift }] }`, the save with the `revision` read) and a worker's password (`PUT
 * worker/{id}` with `{ password }` alone, at least 6 characters, V26; other bodies, the worker
 * form's, go on to the resource's update, which sets a password sent with them: roles.ts). Preview answers `{ data: { days: [{ date, on_duty, names }] } }`; save
 * answers 204, or 409 with the week as it is now when another save came first (versions.ts).
 */
const schedule: BespokeHandlers = ({ db, route, authed }) => {
  const withWeek = (save: boolean) =>
    authed(async ({ request, me, lang }) => {
      if (!canAction([SCHEDULE_PERMISSION], me.permissions, me.actions, save ? 'edit' : 'query'))
        return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const which = body && weekOf(db, body.store_id, body.week_start);
      if (save && body && which) {
        // The revision read is checked before the cells: a stale save changes nothing.
        const { store_id: storeId, week_start: start } = which;
        const stored = versionRecordOf(db, storeId, start) ?? {};
        const refused = checkRevision(lang, body, stored, () => weekAnswer(db, storeId, start));
        if (refused) return refused;
      }
      const week = readWeek(db, body);
      if (!week) return fail(422, lang, 'invalidBody');
      if (!save) return HttpResponse.json({ data: preview(db, week) });
      saveWeek(db, week, actorName(me));
      return new HttpResponse(null, { status: 204 });
    });
  return [
    route(
      'get',
      API_PATHS.dashboard.scheduleWeek,
      authed(({ request, me, lang }) => {
        if (!canAction([SCHEDULE_PERMISSION], me.permissions, me.actions, 'query'))
          return fail(403, lang, 'forbidden');
        const search = new URL(request.url).searchParams;
        const which = weekOf(db, search.get('store_id'), search.get('week_start'));
        if (!which) return fail(422, lang, 'invalidBody');
        return HttpResponse.json({ data: weekAnswer(db, which.store_id, which.week_start) });
      }),
    ),
    route('post', API_PATHS.dashboard.schedulePreview, withWeek(false)),
    route('post', API_PATHS.dashboard.scheduleSave, withWeek(true)),
    route('put', API_PATHS.dashboard.workerPassword, async (info) => {
      const body = await readBody(info.request.clone());
      if (!body || Object.keys(body).join() !== 'password') return undefined;
      return authed(({ me, lang }) => {
        if (!canAction([WORKER_PERMISSION], me.permissions, me.actions, 'edit'))
          return fail(403, lang, 'forbidden');
        const worker = db.get('worker', Number(info.params.id));
        if (!worker) return fail(404, lang, 'notFound');
        const password = typeof body.password === 'string' ? body.password : '';
        if (password.length < PASSWORD_MIN) return passwordTooShort(lang);
        if (typeof worker.username === 'string') db.setPassword(worker.username, password);
        return new HttpResponse(null, { status: 204 });
      })(info);
    }),
  ];
};

export default schedule;
