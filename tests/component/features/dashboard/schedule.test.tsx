import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 14: the worker schedule — a store's week, cells toggled by clicks, preview, save.

const { server, db } = setupDemoServer({ customerCount: 10 });

const TEXTS = {
  'en-US': { saved: 'Saved successfully', morning: 'Morning', preview: 'Preview of the week' },
  'zh-CN': { saved: '保存成功', morning: '早班', preview: '本周排班预览' },
} as const;

describe('worker schedule', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(
      `a cell clicked from off roster to morning is previewed and saved (${locale})`,
      async () => {
        const bodies: unknown[] = [];
        server.use(
          http.post(`*${API_PATHS.dashboard.scheduleSave}`, async ({ request }) => {
            bodies.push(await request.clone().json());
            return undefined;
          }),
        );
        await loginAs('admin');
        localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
        await renderApp('/dashboard/schedule', undefined, undefined, locale);
        // The admin's store (1): its workers, this week.
        const rows = await screen.findAllByTestId('schedule-row', {}, APP_WAIT);
        const workerId = Number(rows[0]?.getAttribute('data-worker'));
        const firstRow = rows[0] as HTMLElement;
        const cells = within(firstRow).getAllByTestId('schedule-cell');
        const lastDay = cells[6] as HTMLElement;
        const date = String(lastDay.getAttribute('data-date'));
        // Make the cell off roster first (whatever the seed put there), then one click: morning.
        for (let i = 0; i < 6 && lastDay.getAttribute('data-shift') !== ''; i++) fireEvent.click(lastDay);
        expect(lastDay).toHaveAttribute('data-shift', '');
        fireEvent.click(lastDay);
        expect(lastDay).toHaveAttribute('data-shift', 'morning');
        expect(lastDay).toHaveTextContent(TEXTS[locale].morning);
        fireEvent.click(screen.getByTestId('schedule-preview'));
        const dialog = await screen.findByTestId('schedule-preview-dialog', {}, APP_WAIT);
        expect(within(dialog).getByText(TEXTS[locale].preview)).toBeInTheDocument();
        expect(within(dialog).getAllByTestId('schedule-preview-day')).toHaveLength(7);
        fireEvent.click(within(dialog).getByTestId('schedule-preview-dialog-submit'));
        expect(await screen.findByText(TEXTS[locale].saved, {}, APP_WAIT)).toBeInTheDocument();
        const body = bodies[0] as { store_id: number; week_start: string; cells: unknown[] };
        expect(body.store_id).toBe(1);
        expect(body.week_start).toBe(String(cells[0]?.getAttribute('data-date')));
        expect(body.cells).toContainEqual({ worker_id: workerId, date, shift: 'morning' });
        // Stored: the roster holds exactly that cell for the worker that day.
        const stored = db.list('worker-schedule').filter((r) => r.worker_id === workerId && r.date === date);
        expect(stored.map((r) => r.shift)).toEqual(['morning']);
        await waitFor(() => expect(screen.queryByTestId('schedule-dirty')).toBeNull(), APP_WAIT);
      },
      APP_TEST_MS,
    );
  }

  it(
    '[E04] a save the server refuses says its status and text; the edits stay and can be saved again',
    async () => {
      server.use(
        http.post(
          `*${API_PATHS.dashboard.scheduleSave}`,
          () => HttpResponse.json({ code: 500, text: '排班服务繁忙 roster busy' }, { status: 500 }),
          { once: true },
        ),
      );
      await loginAs('admin');
      localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
      await renderApp('/dashboard/schedule', undefined, undefined, 'zh-CN');
      const rows = await screen.findAllByTestId('schedule-row', {}, APP_WAIT);
      const workerId = Number(rows[0]?.getAttribute('data-worker'));
      const cell = within(rows[0] as HTMLElement).getAllByTestId('schedule-cell')[5] as HTMLElement;
      const date = String(cell.getAttribute('data-date'));
      const before = cell.getAttribute('data-shift');
      fireEvent.click(cell);
      const edited = String(cell.getAttribute('data-shift'));
      expect(edited).not.toBe(before);
      fireEvent.click(screen.getByTestId('schedule-save'));
      expect(await screen.findByText('500: 排班服务繁忙 roster busy', {}, APP_WAIT)).toBeInTheDocument();
      // Nothing typed is lost: the cell keeps its new shift and the week is still unsaved.
      expect(cell).toHaveAttribute('data-shift', edited);
      expect(screen.getByTestId('schedule-dirty')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('schedule-save')).toBeEnabled(), APP_WAIT);
      fireEvent.click(screen.getByTestId('schedule-save'));
      expect(await screen.findByText(TEXTS['zh-CN'].saved, {}, APP_WAIT)).toBeInTheDocument();
      const stored = db.list('worker-schedule').filter((r) => r.worker_id === workerId && r.date === date);
      expect(stored.map((r) => r.shift)).toEqual(edited ? [edited] : []);
    },
    APP_TEST_MS,
  );
});
