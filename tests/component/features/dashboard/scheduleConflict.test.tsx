import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleShift } from '../../../../dataProvider';
import { SHIFTS } from '../../../../resources/worker-schedule';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { saveWeek, weekAnswer } from '../../../../src/mocks/bespoke/dashboardSchedule';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 40 point 1: the worker schedule's week carries a revision; a save after a colleague's
// save of the same week shows the merge view (who, when, a row per differing cell) instead of
// overwriting silently, and nothing clicked is lost whichever choice.

const { db } = setupDemoServer({ customerCount: 10 });
const COLLEAGUE = '王芳';

const TEXTS = {
  'en-US': { overwrite: 'Overwrite with mine', keep: 'Keep theirs', by: `changed by ${COLLEAGUE}` },
  'zh-CN': { overwrite: '用我的覆盖', keep: '保留对方的', by: `此记录已被 ${COLLEAGUE}` },
} as const;

/** Opens the schedule, clicks the first worker's Sunday once; a colleague then saves that cell as another shift. */
async function editThenColleagueSaves(locale: 'en-US' | 'zh-CN') {
  await loginAs('admin');
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  await renderApp('/dashboard/schedule', undefined, undefined, locale);
  const rows = await screen.findAllByTestId('schedule-row', {}, APP_WAIT);
  const row = rows[0] as HTMLElement;
  const workerId = Number(row.getAttribute('data-worker'));
  const cells = within(row).getAllByTestId('schedule-cell');
  const cell = cells[6] as HTMLElement;
  const date = String(cell.getAttribute('data-date'));
  const weekStart = String(cells[0]?.getAttribute('data-date'));
  const before = cell.getAttribute('data-shift');
  fireEvent.click(cell);
  const mine = String(cell.getAttribute('data-shift'));
  expect(screen.getByTestId('schedule-dirty')).toBeInTheDocument();
  const theirs = SHIFTS.find((s) => s !== before && s !== mine) as ScheduleShift;
  const others = weekAnswer(db, 1, weekStart).cells.filter(
    (c) => !(c.worker_id === workerId && c.date === date),
  );
  saveWeek(
    db,
    { store_id: 1, week_start: weekStart, cells: [...others, { worker_id: workerId, date, shift: theirs }] },
    COLLEAGUE,
  );
  fireEvent.click(screen.getByTestId('schedule-save'));
  const dialog = await screen.findByTestId('conflict-dialog', {}, APP_WAIT);
  return {
    dialog,
    cell,
    workerId,
    date,
    mine,
    theirs,
    name: String(db.get('worker', workerId)?.name),
  };
}

const storedShift = (workerId: number, date: string) =>
  db
    .list('worker-schedule')
    .filter((r) => r.worker_id === workerId && r.date === date)
    .map((r) => r.shift);

describe('worker schedule: a stale save (issue 40)', () => {
  it(
    '[E04] en-US: the merge view names the colleague, shows the cell theirs beside mine; overwrite saves mine',
    async () => {
      const { dialog, cell, workerId, date, mine, theirs, name } = await editThenColleagueSaves('en-US');
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(TEXTS['en-US'].by);
      const row = within(dialog).getByTestId(`conflict-row-${workerId}|${date}`);
      expect(row).toHaveTextContent(`${name} · `);
      expect(within(row).getByTestId('conflict-theirs')).toHaveTextContent(
        { morning: 'Morning', afternoon: 'Afternoon', full: 'Full day', night: 'Night', rest: 'Rest' }[
          theirs
        ],
      );
      // Not a bare "409: …" notification: the merge view says it.
      expect(screen.queryByText(/^409:/)).toBeNull();
      // Nothing clicked is lost while the dialog is open.
      expect(cell).toHaveAttribute('data-shift', mine);
      fireEvent.click(within(dialog).getByRole('button', { name: TEXTS['en-US'].overwrite }));
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
      await waitFor(() => expect(storedShift(workerId, date)).toEqual(mine ? [mine] : []), APP_WAIT);
      await waitFor(() => expect(screen.queryByTestId('schedule-dirty')).toBeNull(), APP_WAIT);
      expect(cell).toHaveAttribute('data-shift', mine);
    },
    APP_TEST_MS,
  );

  it(
    "zh-CN: keep theirs reloads the grid with the colleague's week; Esc first keeps editing",
    async () => {
      const { dialog, cell, workerId, date, mine, theirs } = await editThenColleagueSaves('zh-CN');
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(TEXTS['zh-CN'].by);
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
      expect(cell).toHaveAttribute('data-shift', mine);
      expect(screen.getByTestId('schedule-dirty')).toBeInTheDocument();
      fireEvent.click(screen.getByTestId('schedule-save'));
      const again = await screen.findByTestId('conflict-dialog', {}, APP_WAIT);
      fireEvent.click(within(again).getByRole('button', { name: TEXTS['zh-CN'].keep }));
      await waitFor(() => expect(cell).toHaveAttribute('data-shift', theirs), APP_WAIT);
      expect(screen.queryByTestId('schedule-dirty')).toBeNull();
      expect(storedShift(workerId, date)).toEqual([theirs]);
    },
    APP_TEST_MS,
  );
});
