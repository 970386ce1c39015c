import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

// `GET customer/export` answers a real .xlsx (issue 10 point 8, V25), masked and formula-safe.

const { db, server } = setupDemoServer({ customerCount: 12 });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function exportAs(user: 'admin' | 'sales', query: string) {
  await loginAs(user);
  const token = localStorage.getItem('Access-Token') ?? '';
  return fetch(`http://localhost/plugin/love/admin/customer/export?${query}`, {
    headers: { Authorization: token },
  });
}

describe('customer export as xlsx (issue 10)', () => {
  it('[V25] names the file 客户列表-YYYYMMDD.xlsx and answers the selection, masked for sales, formulas escaped', async () => {
    const [a, b] = [...db.list('customer')].sort((x, y) => y.id - x.id);
    db.replace('customer', { ...a, name: '=HYPERLINK("http://x")', phone: '13900001234' });
    const res = await exportAs('sales', `ids=${a.id},${b.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    const disposition = res.headers.get('content-disposition') ?? '';
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(name).toMatch(/^客户列表-\d{8}\.xlsx$/);
    expect(res.headers.get('x-total-count')).toBe('2');
    const rows = await readSheet(await res.arrayBuffer());
    const header = rows[0].map(String);
    const row = rows.find((r) => r[header.indexOf('id')] === a.id);
    expect(rows).toHaveLength(3);
    expect(row?.[header.indexOf('name')]).toBe(`'=HYPERLINK("http://x")`);
    expect(row?.[header.indexOf('phone')]).toBe('139****1234');
  });

  it('gives admin the full phone, with the list filters applied', async () => {
    const res = await exportAs('admin', 'gender=1');
    const rows = await readSheet(await res.arrayBuffer());
    const header = rows[0].map(String);
    const males = db.list('customer').filter((c) => c.gender === 1);
    expect(rows).toHaveLength(males.length + 1);
    const phones = rows.slice(1).map((r) => r[header.indexOf('phone')]);
    expect(phones.filter((p) => typeof p === 'string').every((p) => /^1\d{10}$/.test(String(p)))).toBe(true);
  });

  it('[E05] refuses a matchmaker with the error-message header', async () => {
    await loginAs('matchmaker');
    const token = localStorage.getItem('Access-Token') ?? '';
    const res = await fetch('http://localhost/plugin/love/admin/customer/export', {
      headers: { Authorization: token, local: 'en' },
    });
    expect(res.status).toBe(403);
    expect(decodeURIComponent(res.headers.get('error-message') ?? '')).toBe(
      'You do not have permission to do this',
    );
  });

  it('[E05] a 500 shows the error-message header under the title "Error", and the button is usable again', async () => {
    server.use(
      http.get('*/plugin/love/admin/customer/export', () =>
        HttpResponse.json(
          { code: 500, text: 'x' },
          { status: 500, headers: { 'error-message': encodeURIComponent('导出失败：磁盘已满') } },
        ),
      ),
    );
    await loginAs('admin');
    await renderApp('/customer');
    const button = await screen.findByRole('button', { name: 'Export' }, APP_WAIT);
    await waitFor(() => expect(button).toBeEnabled(), APP_WAIT);
    fireEvent.click(button);
    const alert = await screen.findByTestId('download-error', {}, APP_WAIT);
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('导出失败：磁盘已满');
    await waitFor(() => expect(button).toBeEnabled());
  }, 60_000);
});
