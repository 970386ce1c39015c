import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { SHIFTS } from '../../../resources/worker-schedule';
import { canAction } from '../../../resources/core/permissions';
import type { DemoDb } from '../db';
import { text, type Lang } from '../messages';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';

const DATE = 'YYYY-MM-DD';
const SCHEDULE_PERMISSION = 'dashboard.worker_schedule';
const WORKER_PERMISSION = 'setting.worker';
/** V26. */
export const PASSWORD_MIN = 6;

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

/** A week's body, checked: the store exists, the start is a date, each cell a worker, a day of the week, a shift. */
function readWeek(db: DemoDb, body: Record<string, unknown> | undefined): Week | undefined {
  if (!body || !positiveInt(body.store_id) || !db.get('store', body.store_id)) return undefined;
  const start = typeof body.week_start === 'string' ? body.week_start : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !dayjs(start).isValid()) return undefined;
  const days = new Set(weekDates(start));
  if (!Array.isArray(body.cells)) return undefined;
  const cells: Cell[] = [];
  for (const raw of body.cells as unknown[]) {
    if (!raw || typeof raw !== 'object') return undefined;
    const { worker_id: workerId, date, shift } = raw as Record<string, unknown>;
    if (!positiveInt(workerId) || !db.get('worker', workerId)) return undefined;
    if (typeof date !== 'string' || !days.has(date) || !isShift(shift)) return undefined;
    cells.push({ worker_id: workerId, date, shift });
  }
  return { store_id: body.store_id, week_start: start, cells };
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

/** Replaces the store's roster of that week with the cells. */
export function saveWeek(db: DemoDb, week: Week): void {
  const days = new Set(weekDates(week.week_start));
  // A copy: removing from the live list while walking it skipped the record after each removed one.
  for (const r of [...db.list('worker-schedule')])
    if (r.store_id === week.store_id && typeof r.date === 'string' && days.has(r.date))
      db.remove('worker-schedule', r.id);
  for (const cell of week.cells) db.create('worker-schedule', { ...cell, store_id: week.store_id });
}

const passwordTooShort = (lang: Lang) => {
  const message = text(lang, 'passwordTooShort');
  return errorResponse(422, message, { password: message });
};

/**
 * The worker schedule (`POST worker-schedule/preview` and `/save`, body `{ store_id, week_start,
 * cells: [{ worker_id, date, shift }] }`; the list is the resource's `GET worker-schedule`) and a
 * worker's password (`PUT worker/{id}` with `{ password }`, at least 6 characters, V26; other
 * bodies go on to the resource's update). Preview answers `{ data: { days: [{ date, on_duty,
 * names }] } }`; save answers 204.
 */
const schedule: BespokeHandlers = ({ db, route, authed }) => {
  const withWeek = (save: boolean) =>
    authed(async ({ request, me, lang }) => {
      if (!canAction([SCHEDULE_PERMISSION], me.permissions, me.actions, save ? 'edit' : 'query'))
        return fail(403, lang, 'forbidden');
      const week = readWeek(db, await readBody(request));
      if (!week) return fail(422, lang, 'invalidBody');
      if (!save) return HttpResponse.json({ data: preview(db, week) });
      saveWeek(db, week);
      return new HttpResponse(null, { status: 204 });
    });
  return [
    route('post', API_PATHS.dashboard.schedulePreview, withWeek(false)),
    route('post', API_PATHS.dashboard.scheduleSave, withWeek(true)),
    route('put', API_PATHS.dashboard.workerPassword, async (info) => {
      const body = await readBody(info.request.clone());
      if (!body || !('password' in body)) return undefined;
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
