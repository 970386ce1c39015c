import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAt, reloadWhenIdle, sideMenu } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// Issue 14: dashboards by role, "last month" on the statistics, the weekly chart, a to-do item
// opening its customer, the worker schedule saved and shown again after a reload.

const browser = browserPerFile({ reuse: true });

/** The live socket (issue 14's sibling, calls): the static test server answers no WebSocket. */

const TEXTS: Readonly<Record<Locale, { admin: string; sell: string; lastMonth: string; saved: string }>> = {
  'en-US': {
    admin: 'Administrator dashboard',
    sell: 'Sales dashboard',
    lastMonth: 'Last month',
    saved: 'Saved successfully',
  },
  'zh-CN': { admin: '管理员工作台', sell: '销售工作台', lastMonth: '上月', saved: '保存成功' },
};

const ADMIN_WIDGETS = ['stats', 'ranking', 'sell-week', 'todo', 'calendar', 'summary'] as const;

/** Waits until every widget of the dashboard shows its data (no skeleton, no error). */
async function widgetsReady(page: Page, widgets: readonly string[]) {
  for (const w of widgets) await page.locator(`[data-testid="dashboard-${w}"][data-state="ready"]`).waitFor();
}

async function statFigures(page: Page): Promise<string[]> {
  return Promise.all(
    ['new_customers', 'follow_ups', 'invitations'].map(async (m) =>
      (await page.getByTestId(`stat-${m}-value`).innerText()).trim(),
    ),
  );
}

/** Cumulative layout shift of the page so far (entries without recent input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe('dashboard', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(`admin's home shows every widget with data; "last month" changes the statistics; the weekly chart renders; screenshots at 1366 and 1920 (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 } });
      const { page } = app;
      await loginAt(page, 'admin', '');
      await page.getByTestId('dashboard-role').getByText(t.admin).waitFor();
      await widgetsReady(page, ADMIN_WIDGETS);
      for (const figure of await statFigures(page)) expect(figure).toMatch(/^\d+$/);
      expect(await page.getByTestId('ranking-row').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('todo-item').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('calendar-event').count()).toBeGreaterThan(0);
      await page.locator('[data-testid="sell-week-chart"] svg').first().waitFor();
      expect(await page.locator('[data-testid="sell-week-chart"] svg rect').count()).toBeGreaterThan(0);
      // The days of the week under the bars (the x axis is inside the widget, not cut off).
      const label = page
        .locator('[data-testid="sell-week-chart"] svg text', { hasText: /^\d{2}-\d{2}$/ })
        .first();
      await label.waitFor();
      const box = await label.boundingBox();
      const widget = await page.getByTestId('dashboard-sell-week').boundingBox();
      expect(box && widget && box.y + box.height <= widget.y + widget.height).toBe(true);
      const cls = await layoutShift(page);
      expect(cls).toBeLessThanOrEqual(0.02);
      await screenshot(page, `dashboard-admin-1366-${locale}`);

      const before = await statFigures(page);
      const request = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname.endsWith('/get-worker-stat') && url.searchParams.has('start_date');
      });
      await page.getByTestId('stats-period').getByRole('combobox').click();
      await page.getByRole('option', { name: t.lastMonth, exact: true }).click();
      const sent = new URL((await request).url());
      const now = new Date();
      const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
      const pad = (n: number) => String(n).padStart(2, '0');
      expect(sent.searchParams.get('start_date')).toBe(
        `${first.getFullYear()}-${pad(first.getMonth() + 1)}-01`,
      );
      await page.waitForFunction(
        (old) =>
          ['new_customers', 'follow_ups', 'invitations']
            .map((m) => document.querySelector(`[data-testid="stat-${m}-value"]`)?.textContent?.trim())
            .join('|') !== old,
        before.join('|'),
      );
      expect(await statFigures(page)).not.toEqual(before);

      // The same page on a large screen.
      await page.setViewportSize({ width: 1920, height: 1080 });
      await widgetsReady(page, ADMIN_WIDGETS);
      await page.locator('[data-testid="sell-week-chart"] svg').first().waitFor();
      await screenshot(page, `dashboard-admin-1920-${locale}`);
      expectNoConsoleErrors(app);
    });
  }

  it('the dashboard and the schedule have no serious or critical axe violation', async () => {
    // axe-core is injected as an inline script: the page ignores the CSP (csp.e2e.ts covers it).
    const app = await browser.open({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
    const { page } = app;
    await loginAt(page, 'admin', '');
    await widgetsReady(page, ADMIN_WIDGETS);
    await page.locator('[data-testid="sell-week-chart"] svg').first().waitFor();
    await expectNoSeriousViolations(page, 'dashboard', REACT_ADMIN_INTERNALS);
    await page.getByTestId('schedule-link').click();
    await page.getByTestId('schedule-cell').first().waitFor();
    await expectNoSeriousViolations(page, 'schedule', REACT_ADMIN_INTERNALS);
  });

  it("the dashboard's chunks (and the chart library) load only when the dashboard opens", async () => {
    const app = await browser.open({ viewport: { width: 1366, height: 768 } });
    const { page } = app;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // A list first (the login page on the way), then home from the menu.
    await loginAt(page, 'admin', 'store');
    await page.locator('table tbody tr').first().waitFor();
    const isDashboard = (path: string) => /\/(DashboardHome|SellWeekChart|BarChart)-[\w-]+\.js$/.test(path);
    expect(scripts.filter(isDashboard)).toEqual([]);
    await sideMenu(page).getByRole('menuitem', { name: 'Home', exact: true }).click();
    await page.locator('[data-testid="sell-week-chart"] svg').first().waitFor();
    const loaded = scripts.filter(isDashboard).map((p) => p.replace(/^.*\/(\w+)-[\w-]+\.js$/, '$1'));
    expect(loaded.sort()).toEqual(['BarChart', 'DashboardHome', 'SellWeekChart']);
  });

  it('a to-do item opens its customer', async () => {
    const app = await browser.open({ viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', '');
    await widgetsReady(page, ['todo']);
    const item = page.getByTestId('todo-item').first();
    const href = String(await item.getAttribute('href'));
    expect(href).toMatch(/\/customer\/detail\?id=\d+$/);
    await item.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  });

  it('the schedule saves and shows again after a reload (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', 'dashboard/schedule');
    const cell = page.getByTestId('schedule-row').first().getByTestId('schedule-cell').nth(2);
    await cell.waitFor();
    const date = String(await cell.getAttribute('data-date'));
    const before = String(await cell.getAttribute('data-shift'));
    await cell.click();
    const after = String(await cell.getAttribute('data-shift'));
    expect(after).not.toBe(before);
    await page.getByTestId('schedule-preview').click();
    await page.getByTestId('schedule-preview-dialog').waitFor();
    await screenshot(page, 'dashboard-schedule-preview-zh-CN');
    await page.getByTestId('schedule-preview-dialog-submit').click();
    await page.getByText(TEXTS['zh-CN'].saved, { exact: true }).waitFor();
    await screenshot(page, 'dashboard-schedule-saved-zh-CN');
    await reloadWhenIdle(page);
    const again = page
      .getByTestId('schedule-row')
      .first()
      .locator(`[data-testid="schedule-cell"][data-date="${date}"]`);
    await again.waitFor();
    await page.waitForFunction(
      ([d, s]) =>
        document
          .querySelector(`[data-testid="schedule-row"] [data-testid="schedule-cell"][data-date="${d}"]`)
          ?.getAttribute('data-shift') === s,
      [date, after] as const,
    );
    expectNoConsoleErrors(app);
  });

  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`sales sees its own dashboard (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 } });
      const { page } = app;
      await loginAt(page, 'sales', '');
      await page.getByTestId('dashboard-role').getByText(TEXTS[locale].sell).waitFor();
      expect(await page.getByTestId('dashboard').getAttribute('data-role')).toBe('sell');
      await widgetsReady(page, ['stats', 'todo', 'sell-week', 'calendar', 'summary', 'ranking']);
      expect(await page.getByTestId('schedule-link').count()).toBe(0);
      await screenshot(page, `dashboard-sales-1366-${locale}`);
      expectNoConsoleErrors(app);
    });
  }
});
