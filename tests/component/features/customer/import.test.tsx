import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readableBlobs } from '../../../support/blobReading';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT, LONG_APP_TEST_MS } from '../../../support/timeouts';

// The customer import wizard against the demo API (issue 43; spec §5 V20, §8 E07): the file read
// here, its columns matched, its rows checked by the server's dry run, then imported in batches.

readableBlobs();
const { server, db } = setupDemoServer({ customerCount: 10 });
const IMPORT = '/plugin/house/admin/excel/import';

/** Every request to the import, its form read (dry runs and batches alike). */
const sent: FormData[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === IMPORT)
    void request
      .clone()
      .formData()
      .then((form) => sent.push(form));
});
const batches = () => sent.filter((form) => form.get('dry_run') !== '1');
beforeEach(() => {
  sent.length = 0;
});

async function openImport(locale: 'en-US' | 'zh-CN' = 'zh-CN') {
  await loginAs('admin');
  await renderApp('/customer', undefined, undefined, locale);
  fireEvent.click(await screen.findByTestId('import-open', {}, APP_WAIT));
  return screen.findByTestId('import-dialog', {}, APP_WAIT);
}

function choose(dialog: HTMLElement, content: string, name = '客户.csv') {
  fireEvent.change(within(dialog).getByTestId('import-file'), {
    target: { files: [new File([content], name, { type: 'text/csv' })] },
  });
}

/** A phone no customer has (the seed's are 13… numbers with other endings). */
const phone = (n: number) => `1990000${String(n).padStart(4, '0')}`;
const existing = () =>
  db.list('customer').find((c) => typeof c.phone === 'string' && /^1\d{10}$/.test(c.phone))!;

/** Chooses the file, goes past the columns and waits for the check's summary. */
async function checkFile(dialog: HTMLElement, content: string) {
  choose(dialog, content);
  fireEvent.click(await within(dialog).findByTestId('import-next', {}, APP_WAIT));
  return within(dialog).findByTestId('import-summary', {}, APP_WAIT);
}

describe('customer import wizard (issue 43)', () => {
  it(
    '[V20] refuses a .txt file with the translated message, before any request',
    async () => {
      const dialog = await openImport('en-US');
      choose(dialog, 'name\nA', 'customers.txt');
      expect(await within(dialog).findByTestId('import-refused')).toHaveTextContent(
        'Only .xlsx, .xls or .csv files can be imported',
      );
      expect(within(dialog).queryByTestId('import-next')).toBeNull();
      expect(sent).toHaveLength(0);
    },
    APP_TEST_MS,
  );

  it(
    '[issue 43] matches 姓名,性别,手机号,年龄 to their fields; a column chosen twice blocks 下一步',
    async () => {
      const dialog = await openImport();
      choose(dialog, '姓名,性别,手机号,年龄,备用电话\n验收甲,男,13912340001,30,\n');
      const select = (header: string) =>
        within(dialog).getByRole('combobox', { name: `列“${header}”导入为` });
      await within(dialog).findByTestId('import-columns', {}, APP_WAIT);
      expect(['姓名', '性别', '手机号', '年龄'].map((h) => (select(h) as HTMLSelectElement).value)).toEqual([
        'name',
        'gender',
        'phone',
        'age',
      ]);
      // Its phone already matched, the extra column is not imported.
      expect((select('备用电话') as HTMLSelectElement).value).toBe('');
      fireEvent.change(select('备用电话'), { target: { value: 'phone' } });
      expect(within(dialog).getByTestId('import-mapping-problems')).toHaveTextContent(
        '“手机号”被多个列选择（手机号，备用电话），只能选择一列。',
      );
      expect(within(dialog).getByTestId('import-next')).toBeDisabled();
      fireEvent.change(select('姓名'), { target: { value: '' } });
      expect(within(dialog).getByTestId('import-mapping-problems')).toHaveTextContent(
        '请选择“姓名”所在的列，该字段为必填。',
      );
    },
    APP_TEST_MS,
  );

  it(
    '[issue 43] the check shows 男 and a row problem in words; the summary counts the rows; nothing is written',
    async () => {
      const before = db.list('customer').length;
      const dialog = await openImport();
      const summary = await checkFile(
        dialog,
        `姓名,性别,手机号,年龄\n验收甲,男,${phone(1)},30\n验收乙,女,1391234000,25\n验收丙,2,${phone(3)},28\n`,
      );
      expect(summary).toHaveTextContent('可导入 1 行 · 有问题 2 行 · 重复 0 行');
      const rows = within(dialog).getAllByTestId('import-preview-row');
      expect(rows[0]).toHaveTextContent('验收甲男1990000000130');
      expect(rows[1]).toHaveTextContent(
        '手机号：格式不正确：1391234000（应为 11 位手机号，可带 +86 和空格）',
      );
      expect(rows[2]).toHaveTextContent('性别：无法识别：2（可填：男、女、未填写）');
      // The dry run was asked about the clean row only, as field keys and codes.
      expect(sent).toHaveLength(1);
      expect(sent[0].get('dry_run')).toBe('1');
      // (Blob.text() drops the file's UTF-8 BOM.)
      expect(await (sent[0].get('file') as Blob).text()).toBe(
        `name,gender,phone,age\r\n验收甲,1,${phone(1)},30`,
      );
      expect(db.list('customer')).toHaveLength(before);
      // Only the rows with problems; back to the columns and forth again keeps the check.
      fireEvent.click(within(dialog).getByRole('switch', { name: '只看有问题的行' }));
      expect(within(dialog).getAllByTestId('import-preview-row')).toHaveLength(2);
      fireEvent.click(within(dialog).getByTestId('import-back'));
      fireEvent.click(await within(dialog).findByTestId('import-next'));
      expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent('可导入 1 行');
      expect(sent).toHaveLength(1);
    },
    APP_TEST_MS,
  );

  it.each([
    ['skip', '跳过', { created: 1, updated: 0 }, '1 条已导入，2 条已跳过', 10],
    ['update', '更新已有客户', { created: 1, updated: 1 }, '1 条已导入，1 条已跳过，1 条已更新', 11],
    ['keep', '两条都保留', { created: 2, updated: 0 }, '2 条已导入，1 条已跳过', 12],
  ] as const)(
    '[E07] duplicate rule %s (%s): sends it as duplicate=, says the result and "导入成功", refreshes the list',
    async (rule, label, counts, result, n) => {
      const customer = existing();
      const before = db.list('customer').length;
      const dialog = await openImport();
      const summary = await checkFile(
        dialog,
        `姓名,性别,手机号,年龄\n新客户${rule},女,${phone(n)},31\n${customer.name}二,男,${customer.phone},33\n坏行,男,123,30\n`,
      );
      expect(summary).toHaveTextContent('可导入 1 行 · 有问题 1 行 · 重复 1 行');
      expect(within(dialog).getByTestId('import-duplicates')).toHaveTextContent(
        `第 3 行 ${customer.name}二：手机号已是客户 ${customer.number}（${customer.name}）的`,
      );
      fireEvent.click(within(dialog).getByRole('radio', { name: label }));
      fireEvent.click(within(dialog).getByTestId('import-submit'));
      expect(await within(dialog).findByTestId('import-result', {}, APP_WAIT)).toHaveTextContent(result);
      expect(await screen.findByText('导入成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(batches()).toHaveLength(1);
      expect(batches()[0].get('duplicate')).toBe(rule);
      expect(db.list('customer')).toHaveLength(before + counts.created);
      if (rule === 'update') expect(db.get('customer', customer.id)?.age).toBe(33);
      // The list refreshed: the new customer (newest first) is on the page.
      expect(await screen.findByText(`新客户${rule}`, {}, APP_WAIT)).toBeInTheDocument();
    },
    APP_TEST_MS,
  );

  it(
    '[E07] a failing batch shows the server text in place; 重试 sends it again and imports',
    async () => {
      server.use(
        http.post(`*${IMPORT}`, async ({ request }) => {
          const form = await request.clone().formData();
          if (form.get('dry_run') === '1') return undefined;
          return HttpResponse.json({ code: 422, text: '磁盘已满，请稍后再试' }, { status: 422 });
        }),
      );
      const before = db.list('customer').length;
      const dialog = await openImport();
      await checkFile(dialog, `姓名,手机号\n重试甲,${phone(20)}\n重试乙,${phone(21)}\n`);
      fireEvent.click(within(dialog).getByTestId('import-submit'));
      expect(await within(dialog).findByTestId('import-error', {}, APP_WAIT)).toHaveTextContent(
        '磁盘已满，请稍后再试',
      );
      expect(db.list('customer')).toHaveLength(before);
      server.resetHandlers();
      fireEvent.click(within(dialog).getByRole('button', { name: '重试' }));
      expect(await within(dialog).findByTestId('import-result', {}, APP_WAIT)).toHaveTextContent(
        '2 条已导入，0 条已跳过',
      );
      expect(db.list('customer')).toHaveLength(before + 2);
    },
    APP_TEST_MS,
  );

  it(
    '[issue 43] 取消 stops the batches: the rows of the answered batch stay, the rest is not sent',
    async () => {
      let release: () => void = () => undefined;
      let answered = 0;
      server.use(
        http.post(`*${IMPORT}`, async ({ request }) => {
          const form = await request.clone().formData();
          if (form.get('dry_run') === '1' || answered === 0) {
            if (form.get('dry_run') !== '1') answered += 1;
            return undefined;
          }
          // The second batch hangs until the test lets it go (after the cancel).
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ code: 500, text: 'late' }, { status: 500 });
        }),
      );
      const before = db.list('customer').length;
      const rows = Array.from({ length: 2500 }, (_, i) => `批量${i},${phone(1000 + i)}`);
      const dialog = await openImport('en-US');
      choose(dialog, `Name,Phone\n${rows.join('\n')}\n`);
      fireEvent.click(await within(dialog).findByTestId('import-next', {}, APP_WAIT));
      await within(dialog).findByTestId('import-summary', {}, APP_WAIT);
      fireEvent.click(within(dialog).getByTestId('import-submit'));
      await waitFor(() => expect(batches()).toHaveLength(2), APP_WAIT);
      expect(within(dialog).getByTestId('import-progress-text')).toHaveTextContent(
        'Processed 1,000 / 2,500 rows',
      );
      fireEvent.click(within(dialog).getByTestId('import-cancel'));
      expect(await within(dialog).findByTestId('import-result', {}, APP_WAIT)).toHaveTextContent(
        '1,000 imported, 1,500 skipped',
      );
      expect(within(dialog).getByTestId('import-result')).toHaveTextContent(
        'Cancelled: the rows imported before stay; 1,500 rows were not sent.',
      );
      release();
      expect(batches()).toHaveLength(2);
      expect(db.list('customer')).toHaveLength(before + 1000);
      expect(await screen.findByText('Import succeeded', {}, APP_WAIT)).toBeInTheDocument();
    },
    LONG_APP_TEST_MS,
  );

  it(
    'sales, without the "import" action on user_view, has no Import button and the API refuses',
    async () => {
      await loginAs('sales');
      await renderApp('/customer');
      await screen.findByRole('button', { name: 'Export' }, APP_WAIT);
      expect(screen.queryByTestId('import-open')).toBeNull();
      const form = new FormData();
      form.append('type', 'customer');
      form.append('file', new File(['name\nA\n'], 'c.csv'));
      const res = await fetch(`http://localhost${IMPORT}`, {
        method: 'POST',
        headers: { Authorization: localStorage.getItem('Access-Token') ?? '' },
        body: form,
      });
      expect(res.status).toBe(403);
    },
    APP_TEST_MS,
  );
});
