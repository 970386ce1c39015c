import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The customer import (issue 10, spec §5 V20, §8 E07).

const { server, db } = setupDemoServer({ customerCount: 10 });
const IMPORT = '/plugin/house/admin/excel/import';

const imports: Request[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === IMPORT) imports.push(request.clone());
});
beforeEach(() => {
  imports.length = 0;
});

async function openImport(locale: 'en-US' | 'zh-CN' = 'en-US') {
  await loginAs('admin');
  await renderApp('/customer', undefined, undefined, locale);
  fireEvent.click(await screen.findByTestId('import-open', {}, APP_WAIT));
  return screen.findByTestId('import-dialog', {}, APP_WAIT);
}

function choose(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [file] } });
}

const CSV = 'name,gender,phone,age,area\n导入甲,1,13911112222,30,上海市\n导入乙,0,,25,杭州市\n';

describe('customer import (issue 10)', () => {
  it(
    '[V20] refuses a .txt file with a translated message, before any request',
    async () => {
      const dialog = await openImport();
      choose(dialog, new File(['name\nA'], 'customers.txt', { type: 'text/plain' }));
      expect(await within(dialog).findByTestId('import-refused')).toHaveTextContent(
        'Only .xlsx, .xls or .csv files can be imported',
      );
      expect(within(dialog).getByTestId('import-submit')).toBeDisabled();
      expect(within(dialog).queryByTestId('import-file-name')).toBeNull();
      expect(imports).toHaveLength(0);
    },
    APP_TEST_MS,
  );

  it(
    '[E07] a csv import adds the rows, says "导入成功" and refreshes the list',
    async () => {
      const before = db.list('customer').length;
      const dialog = await openImport('zh-CN');
      choose(dialog, new File([CSV], '客户.csv', { type: 'text/csv' }));
      expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent('客户.csv');
      fireEvent.click(within(dialog).getByTestId('import-submit'));
      expect(await screen.findByText('导入成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.list('customer')).toHaveLength(before + 2);
      const added = db.list('customer').slice(-2);
      expect(added.map((c) => [c.name, c.gender, c.phone, c.age])).toEqual([
        ['导入甲', 1, '13911112222', 30],
        ['导入乙', 0, undefined, 25],
      ]);
      // The request was multipart with the file and the type.
      const form = await imports[0].formData();
      expect(form.get('type')).toBe('customer');
      // (jsdom's XMLHttpRequest drops the part's file name; a browser sends it, see the e2e test.)
      expect(await (form.get('file') as Blob).text()).toBe(CSV);
      await waitFor(() => expect(screen.queryByTestId('import-dialog')).toBeNull(), APP_WAIT);
      // The list refreshed: the newest customer (sorted by id, newest first) is on the page.
      expect(await screen.findByText('导入乙', {}, APP_WAIT)).toBeInTheDocument();
    },
    APP_TEST_MS,
  );

  it(
    '[E07] a failing import shows the server text and the button is usable again',
    async () => {
      server.use(
        http.post(`*${IMPORT}`, () =>
          HttpResponse.json({ code: 422, text: '第 3 行：phone 格式错误' }, { status: 422 }),
        ),
      );
      const before = db.list('customer').length;
      const dialog = await openImport();
      choose(dialog, new File([CSV], 'customers.csv', { type: 'text/csv' }));
      const submit = within(dialog).getByTestId('import-submit');
      fireEvent.click(submit);
      expect(await within(dialog).findByTestId('import-error', {}, APP_WAIT)).toHaveTextContent(
        '第 3 行：phone 格式错误',
      );
      await waitFor(() => expect(submit).toBeEnabled());
      expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent('customers.csv');
      // Again, once the server accepts it: the same file goes through.
      server.resetHandlers();
      fireEvent.click(submit);
      expect(await screen.findByText('Import succeeded', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.list('customer')).toHaveLength(before + 2);
    },
    APP_TEST_MS,
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
      form.append('file', new File([CSV], 'c.csv'));
      const res = await fetch('http://localhost/plugin/house/admin/excel/import', {
        method: 'POST',
        headers: { Authorization: localStorage.getItem('Access-Token') ?? '' },
        body: form,
      });
      expect(res.status).toBe(403);
    },
    APP_TEST_MS,
  );

  it(
    'the demo API answers a row that fails the customer schema with {code, text}, adding nothing',
    async () => {
      const before = db.list('customer').length;
      const dialog = await openImport();
      choose(dialog, new File(['name,phone\nA,12345\n'], 'bad.csv', { type: 'text/csv' }));
      fireEvent.click(within(dialog).getByTestId('import-submit'));
      expect(await within(dialog).findByTestId('import-error', {}, APP_WAIT)).toHaveTextContent(
        /^Row 2: phone/,
      );
      expect(db.list('customer')).toHaveLength(before);
    },
    APP_TEST_MS,
  );
});
