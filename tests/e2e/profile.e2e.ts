import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tableRows } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, type Locale } from '../support/e2e/browser';
import { apiDeployment } from '../support/e2e/deployment';
import { dataAs, openAs } from '../support/e2e/apiBuild';

/**
 * Issue 42 "done when" (point 6), on the API build and the HTTP demo server: a customer saved with
 * an area picked in the profile's cascader is found by the list's area filter.
 */
const browser = browserPerFile();
const CUSTOMERS = '/plugin/love/admin/customer';

const TEXTS: Readonly<
  Record<Locale, { formArea: string; filterArea: string; panel: string; keyword: string }>
> = {
  'en-US': {
    formArea: 'Area',
    filterArea: 'Area',
    panel: 'Customer filters',
    keyword: 'Keyword',
  },
  'zh-CN': {
    formArea: '所在地区',
    filterArea: '地区',
    panel: '客户筛选',
    keyword: '关键词',
  },
};

type Customer = { id: number; number: string; area?: string };

/** Picks areas level by level in the cascader of `label` (opened by clicking it). */
async function pickArea(page: Page, scope: ReturnType<Page['getByTestId']>, label: string, names: string[]) {
  await scope.getByRole('combobox', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: label });
  for (const name of names) await dialog.getByRole('menuitem', { name, exact: true }).click();
  return dialog;
}

describe('the customer profile area and the area filter (the API build)', () => {
  for (const [index, locale] of (['zh-CN', 'en-US'] as const).entries()) {
    const t = TEXTS[locale];
    it(`a customer saved with 浙江省 / 宁波市 / 鄞州区 picked in the profile is found by the area filter (${locale})`, async () => {
      // A customer of Shanghai: not in 宁波市 before the save.
      const shanghai = await dataAs<Customer[]>('admin', `${CUSTOMERS}?area_code=310000&per_page=5`);
      const customer = shanghai[index];
      expect(customer.area).toMatch(/^上海市/);

      const app = await openAs(browser, locale, 'admin', `customer/detail?id=${customer.id}`);
      const { page } = app;
      await page.getByTestId('profile-edit').click();
      const basic = page.getByTestId('profile-basic');
      const dialog = await pickArea(page, basic, t.formArea, ['浙江省', '宁波市', '鄞州区']);
      // A district is a leaf: choosing it closes the cascader.
      await dialog.waitFor({ state: 'detached' });
      expect(await basic.getByRole('combobox', { name: t.formArea }).inputValue()).toBe(
        '浙江省 / 宁波市 / 鄞州区',
      );
      await page.getByTestId('profile-save').click();
      await expect
        .poll(async () => (await dataAs<Customer>('admin', `${CUSTOMERS}/${customer.id}`)).area)
        .toBe('浙江省宁波市鄞州区');
      // Read back, the profile shows the area's names.
      await basic.getByTestId('area-name').getByText('浙江省宁波市鄞州区').waitFor({ state: 'visible' });

      // The list of every customer, filtered by the city and the customer's number.
      await page.goto(new URL('customer', apiDeployment().crossOriginURL).href);
      const panel = page.getByRole('complementary', { name: t.panel });
      await panel.waitFor({ state: 'visible' });
      const filter = await pickArea(page, panel, t.filterArea, ['浙江省', '宁波市']);
      await page.keyboard.press('Escape');
      await filter.waitFor({ state: 'detached' });
      await panel.getByRole('textbox', { name: t.keyword }).fill(customer.number);
      await expect
        .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as unknown)
        .toMatchObject({ area_code: '330200', q: customer.number });
      await expect.poll(() => tableRows(page).count()).toBe(1);
      const row = tableRows(page).first();
      expect(await row.innerText()).toContain(customer.number);
      expect(await row.innerText()).toContain('浙江省宁波市鄞州区');
      expectNoConsoleErrors(app);
    });
  }
});
