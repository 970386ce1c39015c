import { describe, expect, it } from 'vitest';
import { createDb } from '../../../../src/mocks/db';
import { saveWeek, weekDates } from '../../../../src/mocks/bespoke/dashboardSchedule';

// Issue 14: saving a store's week replaces that week's roster, whatever was there before.

describe('demo worker schedule', () => {
  it('a week saved over a full roster keeps exactly the new cells (no record of the old week left)', () => {
    const db = createDb({ customerCount: 10 });
    const workers = db.list('worker').slice(0, 3);
    const days = weekDates('2026-11-23');
    const fullWeek = workers.flatMap((w) =>
      days.map((date) => ({ worker_id: w.id, date, shift: 'morning' as const })),
    );
    saveWeek(db, { store_id: 1, week_start: days[0] as string, cells: fullWeek });
    saveWeek(db, {
      store_id: 1,
      week_start: days[0] as string,
      cells: [{ worker_id: workers[0]?.id as number, date: days[6] as string, shift: 'night' }],
    });
    const week = db.list('worker-schedule').filter((r) => r.store_id === 1 && days.includes(String(r.date)));
    expect(week.map((r) => [r.worker_id, r.date, r.shift])).toEqual([[workers[0]?.id, days[6], 'night']]);
  });
});
