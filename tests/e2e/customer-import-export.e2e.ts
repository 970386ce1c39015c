import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../src/mocks/xlsxWriter';
import { loginAt, tableRows } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// Customer import and export in a real browser (issue 10 points 7 and 8): V20, V25, E07.

const browser = browserPerFile({ reuse: true });
const IMPORT_PATH = '/plugin/house/admin/excel/import';

const TEXTS: Readonly<Record<Locale, { open: string; success: string; refused: string }>> = {
  'en-US': {
    open: 'Import',
    success: 'Import succeeded',
    refused: 'Only .xlsx, .xls or .csv files can be imported',
  },
  'zh-CN': { open: '导入', success: '导入成功', refused: '仅支持导入 .xlsx、.xls、.csv 格式的文件' },
};

async function tempFile(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'c-import-'));
  const file = join(dir, name);
  await writeFile(file, content);
  return file;
}

describe('customer import and export', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(`[V20][E07] the admin imports a ${locale === 'en-US' ? 'csv' : 'xlsx'} and finds the new rows; a .txt is refused (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 } });
      const { page } = app;
      const imports: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === IMPORT_PATH) imports.push(request.method());
      });
      await loginAt(page, 'admin', 'customer');
      await tableRows(page).first().waitFor({ state: 'visible' });
      await page.getByTestId('import-open').click();
      const dialog = page.getByTestId('import-dialog');
      await dialog.waitFor({ state: 'visible' });
      const input = dialog.getByTestId('import-file');

      await input.setInputFiles(await tempFile('customers.txt', 'name\nnobody\n'));
      await dialog.getByText(t.refused, { exact: true }).waitFor({ state: 'visible' });
      expect(await dialog.getByTestId('import-submit').isDisabled()).toBe(true);
      expect(imports).toEqual([]);

      const stamp = `${Date.now() % 100000}`;
      const names = [`导入甲${stamp}`, `导入乙${stamp}`];
      // A csv in English, an xlsx in Chinese: both kinds the demo reads.
      const rows = [
        ['name', 'gender', 'age', 'area'],
        [names[0], 1, 31, '上海市'],
        [names[1], 0, 27, '杭州市'],
      ];
      const file =
        locale === 'en-US'
          ? await tempFile('客户导入.csv', rows.map((r) => r.join(',')).join('\n'))
          : await tempFile('客户导入.xlsx', writeXlsx(rows));
      await input.setInputFiles(file);
      await dialog.getByTestId('import-file-name').waitFor({ state: 'visible' });
      await screenshot(page, `customer-import-dialog-${locale}`);
      await dialog.getByTestId('import-submit').click();
      await page.getByText(t.success, { exact: true }).waitFor({ state: 'visible' });
      await dialog.waitFor({ state: 'detached' });
      expect(imports).toEqual(['POST']);
      // The list refreshed: the new customers (newest first) are on the first page.
      for (const name of names)
        await tableRows(page).filter({ hasText: name }).first().waitFor({ state: 'visible' });
      expectNoConsoleErrors(app);
    });
  }

  it('the row menu opens its actions; typing in an action dialog is not taken by the menu', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1920, height: 1080 } });
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    const menu = page.getByRole('button', { name: 'More actions' }).first();
    // By keyboard: Enter opens the menu, the arrow keys go through its items.
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('row-action-vip').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('row-action-vip');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('row-action-copy');
    await page.getByTestId('row-action-change-bind').waitFor({ state: 'visible' });
    await screenshot(page, 'customer-row-menu-en-US');
    await page.getByTestId('row-action-change-bind').click();
    const dialog = page.getByTestId('change-bind-dialog');
    await dialog.waitFor({ state: 'visible' });
    const input = dialog.getByRole('combobox', { name: /Staff member/ });
    // "C" starts "Change binding" and "One-click copy": the menu's type-ahead must not swallow it.
    await input.pressSequentially('Co');
    expect(await input.inputValue()).toBe('Co');
    await input.press('Home');
    await input.press('Tab');
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });

  it('[V25] the export downloads a .xlsx under the name the server gives', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await tableRows(page).first().waitFor({ state: 'visible' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出', exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^客户列表-\d{8}\.xlsx$/);
    const path = await download.path();
    expect(path).toBeTruthy();
    expectNoConsoleErrors(app);
  });
});
