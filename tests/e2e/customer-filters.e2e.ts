import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listTotal, loginAt, reloadWhenIdle, waitForRowCount } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// The customer filter panel (spec §9, S18) in a real browser: range defaults, saved views, layout.

const browser = browserPerFile({ reuse: true });

const TEXTS: Readonly<
  Record<Locale, { panel: string; age: string; save: string; name: string; submit: string }>
> = {
  'en-US': {
    panel: 'Customer filters',
    age: 'Filter by Age',
    save: 'Save view',
    name: 'View name',
    submit: 'Save',
  },
  'zh-CN': { panel: '客户筛选', age: '按年龄筛选', save: '保存筛选', name: '名称', submit: '保存' },
};

const VIEWPORT = { width: 1366, height: 768 };

/** The list's filter values, as react-admin keeps them in the address. */
function filterOf(page: Page): Record<string, unknown> {
  return JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
}

/** Whether the page itself scrolls sideways (the table may scroll inside). */
async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('customer filter panel', () => {
  it('[S18] adding the age range applies 18-40 and changes the total; a saved view survives a reload', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT });
    const { page } = app;
    const t = TEXTS['en-US'];
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    const panel = page.getByRole('complementary', { name: t.panel });
    await panel.waitFor({ state: 'visible' });
    const total = await listTotal(page, 'en-US');
    expect(filterOf(page)).toEqual({});
    await expect.poll(() => panel.boundingBox().then((box) => Math.round(box?.width ?? 0))).toBe(260);
    expect(await pageScrollsSideways(page)).toBe(false);

    await panel.getByRole('switch', { name: t.age }).check();
    await expect.poll(() => filterOf(page)).toEqual({ age_gte: 18, age_lte: 40 });
    expect(await panel.getByTestId('range-value-age').innerText()).toBe('18–40');
    await expect.poll(() => listTotal(page, 'en-US')).toBeLessThan(total);
    const filtered = await listTotal(page, 'en-US');
    await page.getByTestId('filter-chips').getByText('Age: 18–40').waitFor({ state: 'visible' });

    await panel.getByRole('button', { name: t.save }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.name }).fill('Age 18-40');
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Open view Age 18-40' }).waitFor({ state: 'visible' });
    await screenshot(page, 'customer-filters-panel-en-US');

    // Back to the whole list, then a reload: the view is still there and brings the filter back.
    await page.getByTestId('clear-filters').click();
    await expect.poll(() => filterOf(page)).toEqual({});
    await expect.poll(() => listTotal(page, 'en-US')).toBe(total);
    await reloadWhenIdle(page);
    await waitForRowCount(page, 10);
    await panel.getByRole('button', { name: 'Open view Age 18-40' }).click();
    await expect.poll(() => filterOf(page)).toEqual({ age_gte: 18, age_lte: 40 });
    await expect.poll(() => listTotal(page, 'en-US')).toBe(filtered);
    expect(await panel.getByRole('switch', { name: t.age }).isChecked()).toBe(true);
    expect(await panel.getByTestId('range-value-age').innerText()).toBe('18–40');
    expect(await pageScrollsSideways(page)).toBe(false);
    expectNoConsoleErrors(app);
  });

  it('the open panel in Chinese at 1366x768 fits without a sideways page scroll', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: VIEWPORT });
    const { page } = app;
    const t = TEXTS['zh-CN'];
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    const panel = page.getByRole('complementary', { name: t.panel });
    await panel.getByRole('switch', { name: t.age }).check();
    await expect.poll(() => filterOf(page)).toEqual({ age_gte: 18, age_lte: 40 });
    await page.getByTestId('filter-chips').getByText('年龄: 18–40').waitFor({ state: 'visible' });
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, 'customer-filters-panel-zh-CN');
    // The lower half of the panel (dates, tags), scrolled inside the panel: its sections mount as
    // they come into view (issue 8), then the panel is scrolled to its new end.
    await expect
      .poll(async () => {
        await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return panel.locator('fieldset[aria-busy="true"]').count();
      })
      .toBe(0);
    await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, 'customer-filters-panel-bottom-zh-CN');

    // Collapsed: a narrow strip with the button that opens it again.
    await panel.getByRole('button', { name: '收起筛选' }).click();
    await expect.poll(() => panel.boundingBox().then((box) => box?.width ?? 999)).toBeLessThan(60);
    // The number of active filters shows on the strip.
    expect(await panel.getByTestId('active-filter-count').innerText()).toBe('1');
    await screenshot(page, 'customer-filters-collapsed-zh-CN');
    await panel.getByRole('button', { name: '展开筛选' }).click();
    await panel.getByRole('switch', { name: t.age }).waitFor({ state: 'visible' });
    expectNoConsoleErrors(app);
  });
});
