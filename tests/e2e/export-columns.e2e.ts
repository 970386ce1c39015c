import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readRows } from '../../src/platform/spreadsheet/read';
import { listTotal, loginAt, tableRows } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// The export dialog of the customer list in a real browser (issue 43 point 6, V25): three chosen
// columns make a file with exactly those columns, labelled and with choice names in the user's language.

const browser = browserPerFile({ reuse: true });

/** The female customers: a few thousand rows, every one "女" / "Female". */
const ROUTE = `customer?filter=${encodeURIComponent(JSON.stringify({ gender: 0 }))}`;

const TEXTS: Readonly<Record<Locale, { columns: readonly string[]; female: string }>> = {
  'en-US': { columns: ['Name', 'Gender', 'Age'], female: 'Female' },
  'zh-CN': { columns: ['姓名', '性别', '年龄'], female: '女' },
};

describe('the export dialog (issue 43)', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(`[V25] the admin exports three chosen columns of the filtered customers (${locale})`, async () => {
      const app = await browser.open({ locale, viewport: { width: 1366, height: 768 }, bypassCSP: true });
      const { page } = app;
      await loginAt(page, 'admin', ROUTE);
      await tableRows(page).first().waitFor({ state: 'visible' });
      const total = await listTotal(page, locale);
      await page.getByTestId('export-open').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor({ state: 'visible' });
      // The first control has the focus: "select all" (there is no selection to choose from).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('export-select-all');
      await screenshot(page, `export-dialog-${locale}`);
      await expectNoSeriousViolations(page, `export dialog (${locale})`, REACT_ADMIN_INTERNALS);

      await dialog.getByTestId('export-select-none').click();
      // Chosen from the last to the first: the file follows the order the dialog shows.
      for (const label of [...t.columns].reverse())
        await dialog.getByRole('checkbox', { name: label, exact: true }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByTestId('export-submit').press('Enter'),
      ]);
      await dialog.waitFor({ state: 'detached' });
      // The name the server gives (V25), whatever the language.
      expect(download.suggestedFilename()).toMatch(/^客户列表-\d{8}\.xlsx$/);
      const path = await download.path();
      const rows = await readRows(new Blob([await readFile(path)]), 'xlsx');
      expect(rows?.[0]).toEqual(t.columns);
      expect(rows).toHaveLength(total + 1);
      expect(new Set(rows?.slice(1).map((row) => row[1]))).toEqual(new Set([t.female]));
      expectNoConsoleErrors(app);
    });
  }
});
