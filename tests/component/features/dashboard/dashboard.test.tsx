import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { presetRange } from '../../../../src/components/date-range';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { FIGURES, seedDashboard } from '../../../support/dashboardData';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 14: the home dashboard by role, its widgets, "last month" on the statistics.

const { server, db } = setupDemoServer({ customerCount: 10 });

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  seedDashboard(db);
});

/** Signs in and opens home (today's must-handle notices already seen). */
async function openHome(user: 'admin' | 'sales' | 'matchmaker') {
  await loginAs(user);
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  await renderApp('/');
}

/** URLs of the GET requests to a path, as sent. */
function requestsTo(path: string): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url);
  });
  return seen;
}

async function value(testId: string) {
  return (await screen.findByTestId(testId, {}, APP_WAIT)).textContent;
}

async function choosePreset(testId: string, label: string) {
  const select = await screen.findByTestId(testId, {}, APP_WAIT);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: label }, APP_WAIT));
}

describe('home dashboard', () => {
  it(
    "admin's home shows every widget with the demo data",
    async () => {
      await openHome('admin');
      expect(await screen.findByTestId('dashboard-role', {}, APP_WAIT)).toHaveTextContent(
        'Administrator dashboard',
      );
      await waitFor(
        () => expect(screen.getByTestId('stat-new_customers-value')).toHaveTextContent('3'),
        APP_WAIT,
      );
      expect(await value('stat-follow_ups-value')).toBe(String(FIGURES.thisMonth.follow_ups));
      expect(await value('stat-invitations-value')).toBe(String(FIGURES.thisMonth.invitations));
      // Ranking of new customers this month: the admin's 3, adding up to the statistic.
      expect(await value('ranking-total')).toBe('3');
      // To-do: the meeting planned today (an invitation) and the membership ending in 10 days.
      const todo = await screen.findAllByTestId('todo-item', {}, APP_WAIT);
      expect(todo.map((i) => i.getAttribute('data-kind')).sort()).toEqual(['expiring', 'invitation']);
      // The calendar holds the planned meeting on today's cell.
      const today = dayjs().format('YYYY-MM-DD');
      await waitFor(() => {
        const cell = screen.getAllByTestId('calendar-day').find((d) => d.getAttribute('data-date') === today);
        expect(cell).toHaveAttribute('data-count', '1');
        expect(within(cell as HTMLElement).getByTestId('calendar-event')).toHaveAttribute(
          'data-kind',
          'invitation',
        );
      }, APP_WAIT);
      // The week view: the 7 days of this week, the meeting still on today.
      fireEvent.click(screen.getByTestId('calendar-week'));
      await waitFor(() => expect(screen.getByTestId('calendar-grid')).toHaveAttribute('data-view', 'week'));
      await waitFor(() => expect(screen.getAllByTestId('calendar-day')).toHaveLength(7), APP_WAIT);
      const inWeek = screen.getAllByTestId('calendar-day').find((d) => d.getAttribute('data-date') === today);
      expect(inWeek).toHaveAttribute('data-count', '1');
      // Work summary of this month: the 4 follow records, by method.
      await choosePreset('summary-period', 'This month');
      await waitFor(() => expect(screen.getByTestId('summary-follow-ups')).toHaveTextContent('4'), APP_WAIT);
      // Phone 2 (one by each worker), WeChat 1, meeting 1.
      expect(screen.getByTestId('summary-method-1')).toHaveTextContent('2');
      expect(screen.getByTestId('summary-method-2')).toHaveTextContent('1');
      expect(screen.getByTestId('summary-method-4')).toHaveTextContent('1');
      expect(await screen.findByTestId('sell-week-chart', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.getByTestId('schedule-link')).toBeInTheDocument();
    },
    APP_TEST_MS,
  );

  it(
    '"last month" changes the statistics request and its figures',
    async () => {
      const sent = requestsTo(API_PATHS.dashboard.workerStat);
      await openHome('admin');
      await waitFor(
        () => expect(screen.getByTestId('stat-new_customers-value')).toHaveTextContent('3'),
        APP_WAIT,
      );
      const [thisStart, thisEnd] = presetRange('this_month');
      expect(sent.at(-1)?.searchParams.get('start_date')).toBe(thisStart);
      expect(sent.at(-1)?.searchParams.get('end_date')).toBe(thisEnd);
      await choosePreset('stats-period', 'Last month');
      const [start, end] = presetRange('last_month');
      await waitFor(() => expect(sent.at(-1)?.searchParams.get('start_date')).toBe(start), APP_WAIT);
      expect(sent.at(-1)?.searchParams.get('end_date')).toBe(end);
      await waitFor(
        () => expect(screen.getByTestId('stat-new_customers-value')).toHaveTextContent('7'),
        APP_WAIT,
      );
      expect(screen.getByTestId('stat-follow_ups-value')).toHaveTextContent(
        String(FIGURES.lastMonth.follow_ups),
      );
      expect(screen.getByTestId('stat-invitations-value')).toHaveTextContent('0');
    },
    APP_TEST_MS,
  );

  it(
    'a widget that fails shows its error with Retry and leaves the others',
    async () => {
      let fail = true;
      server.use(
        http.get(`*${API_PATHS.dashboard.ranking}`, () => {
          if (!fail) return undefined;
          return new Response(JSON.stringify({ message: 'boom' }), { status: 500 });
        }),
      );
      await openHome('admin');
      const error = await screen.findByTestId('dashboard-ranking-error', {}, APP_WAIT);
      await waitFor(
        () => expect(screen.getByTestId('stat-new_customers-value')).toHaveTextContent('3'),
        APP_WAIT,
      );
      fail = false;
      fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
      expect(await value('ranking-total')).toBe('3');
    },
    APP_TEST_MS,
  );

  for (const [user, role, label] of [
    ['sales', 'sell', 'Sales dashboard'],
    ['matchmaker', 'match', 'Matchmaker dashboard'],
  ] as const) {
    it(
      `${user} sees its own dashboard`,
      async () => {
        await openHome(user);
        const dashboard = await screen.findByTestId('dashboard', {}, APP_WAIT);
        expect(dashboard).toHaveAttribute('data-role', role);
        expect(screen.getByTestId('dashboard-role')).toHaveTextContent(label);
        // Its own figures: worker 2 (sales) wrote 2 follow records this month, the matchmaker none.
        await waitFor(
          () =>
            expect(screen.getByTestId('stat-follow_ups-value')).toHaveTextContent(
              user === 'sales' ? '2' : '0',
            ),
          APP_WAIT,
        );
        expect(screen.queryByTestId('schedule-link')).toBeNull();
        if (role === 'match') expect(screen.queryByTestId('dashboard-sell-week')).toBeNull();
        else expect(await screen.findByTestId('dashboard-sell-week', {}, APP_WAIT)).toBeInTheDocument();
      },
      APP_TEST_MS,
    );
  }
});
