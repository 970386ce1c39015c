import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tableRows, waitForNotification } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';
import { apiDeployment } from '../support/e2e/deployment';
import { apiAs, openAs } from '../support/e2e/apiBuild';

/**
 * Issue 42 "done when": the demo clock moves (`POST /__demo/clock` on the HTTP demo server) past
 * `public_sea_days` working days, and a seeded customer of the salesperson's "my customers" flows
 * into the public sea: the sea's menu count goes up and the notice arrives in the open app (the API
 * build); a lower `public_sea_days` saved on the basic settings page makes a customer flow sooner.
 */
const browser = browserPerFile();

interface Customer {
  id: number;
  name: string;
  number: string;
  sea_days_left: number;
  sea_flow_at: string;
}

/** The salesperson's "my customers" as the server counts them down (fewest days left first). */
async function salesCustomers(): Promise<Customer[]> {
  const res = await apiAs('sales', '/plugin/love/admin/customer?type=0&per_page=200');
  const { data } = (await res.json()) as { data: Customer[] };
  return data
    .filter((c) => typeof c.sea_days_left === 'number')
    .sort((a, b) => a.sea_days_left - b.sea_days_left);
}

/** Moves the demo clock; answers the ids of the customers that flowed into the public sea. */
async function advance(body: Record<string, unknown>): Promise<{ today: string; into_sea: number[] }> {
  const res = await fetch(`${apiDeployment().demoServerURL}/__demo/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { today: string; into_sea: number[] } }).data;
}

async function today(): Promise<string> {
  const res = await fetch(`${apiDeployment().demoServerURL}/__demo/clock`);
  return ((await res.json()) as { data: { today: string } }).data.today;
}

/** The demo data seeded afresh, the clock back at the real today (each test starts from the seed). */
async function reseed(): Promise<void> {
  const res = await fetch(`${apiDeployment().demoServerURL}/__demo/reset`, { method: 'POST' });
  expect(res.status).toBe(204);
}

async function seaCount(username: string): Promise<number> {
  const res = await apiAs(username, '/plugin/love/admin/get-stat-count');
  return ((await res.json()) as { data: { public_sea_count: number } }).data.public_sea_count;
}

/** Waits until a menu badge counts `expected` (its label: the badge itself shows "99+" above 99). */
async function badgeReads(page: Page, counter: string, expected: number): Promise<void> {
  const badge = page.getByTestId(`menu-counter-${counter}`).locator('.MuiBadge-badge');
  await expect
    .poll(async () => Number(await badge.getAttribute('aria-label')), { timeout: 45_000 })
    .toBe(expected);
}

const TEXTS: Readonly<Record<Locale, { entered: (name: string) => string; days: RegExp; saved: string }>> = {
  'en-US': {
    entered: (name) => `customer ${name} has entered the public sea`,
    days: /Days without follow-up before the public sea/,
    saved: 'Settings saved',
  },
  'zh-CN': { entered: (name) => `客户${name}已流入公海`, days: /未跟进转入公海/, saved: '设置成功' },
};

describe('the demo clock (issue 42, the API build)', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const t = TEXTS[locale];

    it(`past public_sea_days working days a customer of the salesperson flows into the public sea: the sea count goes up, the notice arrives (${locale})`, async () => {
      await reseed();
      const [due] = (await salesCustomers()).filter((c) => c.sea_days_left >= 1);
      expect(due).toBeDefined();
      const app = await openAs(browser, locale, 'sales', 'customer/mine');
      const { page } = app;
      await tableRows(page).filter({ hasText: due.number }).waitFor({ state: 'visible' });
      const before = await seaCount('sales');

      const days = dayjs(due.sea_flow_at.slice(0, 10)).diff(dayjs(await today()), 'day');
      if (days > 1) expect((await advance({ days: days - 1 })).into_sea).not.toContain(due.id);
      const moved = await advance({ days: 1 });
      expect(moved.into_sea).toContain(due.id);
      expect(moved.today).toBe(due.sea_flow_at.slice(0, 10));

      // The notice is pushed to the open app: the drawer lists it.
      await page.getByTestId('header-messages').click();
      const drawer = page.getByTestId('notice-drawer');
      await drawer.getByText(t.entered(due.name)).first().waitFor({ state: 'visible' });
      await screenshot(page, `demo-clock-notice-${locale}`);
      await page.keyboard.press('Escape');
      // The sea's menu count follows (read again within the 30 s refresh), "my customers" too.
      const after = await seaCount('sales');
      expect(after).toBeGreaterThan(before);
      await badgeReads(page, 'public_sea_count', after);
      await page.reload();
      await tableRows(page).first().waitFor({ state: 'visible' });
      expect(await tableRows(page).filter({ hasText: due.number }).count()).toBe(0);
      expectNoConsoleErrors(app);
    });

    it(`a lower public_sea_days saved on the basic settings page makes a customer flow sooner (${locale})`, async () => {
      await reseed();
      const [customer] = (await salesCustomers()).filter((c) => c.sea_days_left >= 3);
      expect(customer).toBeDefined();
      // With this setting it has 1 working day left instead of `sea_days_left`.
      const setting = 15 - customer.sea_days_left + 1;
      const app = await openAs(browser, locale, 'admin', 'config/love/basic');
      const { page } = app;
      const form = page.getByTestId('settings-form');
      const days = form.getByRole('textbox', { name: t.days });
      await days.waitFor({ state: 'visible' });
      expect(await days.inputValue()).toBe('15');
      await days.fill(String(setting));
      await form.getByTestId('settings-save').click();
      await waitForNotification(page, t.saved);

      const now = (await salesCustomers()).find((c) => c.id === customer.id);
      expect(now).toMatchObject({ sea_days_left: 1 });
      const moved = await advance({ to: 'next_working_day' });
      expect(moved.into_sea).toContain(customer.id);
      expectNoConsoleErrors(app);
    });
  }
});
