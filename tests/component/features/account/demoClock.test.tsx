import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isWorkingDay } from '../../../../resources/core/seaCountdown';
import { daysToNextWorkingDay } from '../../../../src/mocks/clock';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { formatDateTime } from '../../../../src/mocks/seeding';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The demo clock in the account menu of demo builds (issue 42): "advance one day" and "advance to
// the next working day" move the demo's today; the day's rules apply and every screen reads again.

const { db } = setupDemoServer({ customerCount: 10 });
const SALES_WORKER = 2;
const DAY = 86_400_000;

/** A time `days` working days before today. */
function workingDaysAgo(days: number): string {
  let d = new Date();
  for (let left = days; left > 0; d = new Date(d.getTime() - DAY)) if (isWorkingDay(d)) left--;
  return formatDateTime(d);
}

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'account' }, APP_WAIT));
  return within(await screen.findByRole('menu', {}, APP_WAIT));
};

describe('demo clock menu (issue 42)', () => {
  it(
    'moves the demo date to the next working day, then one day; the customer due leaves "my customers"',
    async () => {
      localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
      // Only one customer is due on the next working day: the salesperson's, 14 of its 15 days gone.
      const now = formatDateTime(new Date());
      for (const c of db.list('customer')) {
        db.replace('customer', {
          ...c,
          customer_type: c.customer_type === 3 ? 1 : c.customer_type,
          last_follow_at: now,
        });
      }
      const due = db.list('customer')[0];
      db.replace('customer', {
        ...due,
        customer_type: 0,
        worker_id: SALES_WORKER,
        removed_at: undefined,
        last_follow_at: workingDaysAgo(14),
      });
      await loginAs('sales');
      await renderApp('/customer/mine');
      await screen.findByText(String(due.name), {}, APP_WAIT);

      const today = new Date();
      let menu = await openMenu();
      expect(await menu.findByTestId('demo-clock-today', {}, APP_WAIT)).toHaveTextContent(
        `Demo date: ${dayjs(today).format('YYYY-MM-DD')}`,
      );
      fireEvent.click(menu.getByTestId('demo-clock-advance-working-day'));
      const workingDay = dayjs(today).add(daysToNextWorkingDay(today), 'day');
      expect(
        await screen.findByText(
          `Demo date is now ${workingDay.format('YYYY-MM-DD')}: 1 customer(s) flowed into the public sea, 0 membership(s) expired`,
          {},
          APP_WAIT,
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(String(due.name))).not.toBeInTheDocument(), APP_WAIT);
      expect(db.get('customer', due.id)).toMatchObject({ customer_type: 2 });

      menu = await openMenu();
      await waitFor(
        () =>
          expect(menu.getByTestId('demo-clock-today')).toHaveTextContent(
            `Demo date: ${workingDay.format('YYYY-MM-DD')}`,
          ),
        APP_WAIT,
      );
      fireEvent.click(menu.getByTestId('demo-clock-advance-day'));
      const next = workingDay.add(1, 'day').format('YYYY-MM-DD');
      expect(
        await screen.findByText(
          `Demo date is now ${next}: 0 customer(s) flowed into the public sea, 0 membership(s) expired`,
          {},
          APP_WAIT,
        ),
      ).toBeInTheDocument();
    },
    APP_TEST_MS,
  );
});
