import dayjs, { type Dayjs } from 'dayjs';
import type { ScheduleCell, ScheduleShift } from '../../../../dataProvider';
import { SHIFTS } from '../../../../resources/worker-schedule';

const DATE = 'YYYY-MM-DD';

/** The shift after a click: morning → afternoon → full → night → rest → off roster (`undefined`) → morning. */
export function nextShift(current: ScheduleShift | undefined): ScheduleShift | undefined {
  if (current === undefined) return SHIFTS[0];
  const i = SHIFTS.indexOf(current);
  return i + 1 < SHIFTS.length ? SHIFTS[i + 1] : undefined;
}

export function mondayOf(day: Dayjs): Dayjs {
  const d = day.startOf('day');
  return d.subtract((d.day() + 6) % 7, 'day');
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => dayjs(monday).add(i, 'day').format(DATE));
}

export const cellKey = (workerId: number, date: string) => `${workerId}|${date}`;

const isShift = (v: unknown): v is ScheduleShift => (SHIFTS as readonly unknown[]).includes(v);

/** The grid of a week from the roster's records (the last record of a cell wins). */
export function gridOf(
  records: readonly { worker_id?: unknown; date?: unknown; shift?: unknown }[],
): Map<string, ScheduleShift> {
  const grid = new Map<string, ScheduleShift>();
  for (const r of records)
    if (typeof r.worker_id === 'number' && typeof r.date === 'string' && isShift(r.shift))
      grid.set(cellKey(r.worker_id, r.date), r.shift);
  return grid;
}

/** The cells of the grid for the workers shown, in worker then day order. */
export function cellsOf(
  grid: ReadonlyMap<string, ScheduleShift>,
  workerIds: readonly number[],
  days: readonly string[],
): ScheduleCell[] {
  const cells: ScheduleCell[] = [];
  for (const worker_id of workerIds)
    for (const date of days) {
      const shift = grid.get(cellKey(worker_id, date));
      if (shift) cells.push({ worker_id, date, shift });
    }
  return cells;
}
