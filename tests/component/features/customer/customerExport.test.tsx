import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { loginAs, setupDemoServer } from '../../../support/renderApp';

// `GET customer/export` answers a real .xlsx (issue 10 point 8, V25), masked and formula-safe, its
// columns labelled in the request's language (issue 43; no `local` header: Chinese).

const { db } = setupDemoServer({ customerCount: 12 });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function exportAs(user: 'admin' | 'sales', query: string) {
  await loginAs(user);
  const token = localStorage.getItem('Access-Token') ?? '';
  return fetch(`http://localhost/plugin/love/admin/customer/export?${query}`, {
    headers: { Authorization: token },
  });
}

describe('customer export as xlsx (issue 10)', () => {
  it('[V25] [issue 43] names the file 客户列表-YYYYMMDD.xlsx and answers the chosen columns of the selection, masked for sales, formulas escaped', async () => {
    const [a, b] = [...db.list('customer')].sort((x, y) => y.id - x.id);
    db.replace('customer', { ...a, name: '=HYPERLINK("http://x")', phone: '13900001234' });
    const res = await exportAs('sales', `ids=${a.id},${b.id}&fields=id,name,phone`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    const disposition = res.headers.get('content-disposition') ?? '';
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(name).toMatch(/^客户列表-\d{8}\.xlsx$/);
    expect(res.headers.get('x-total-count')).toBe('2');
    const rows = await readSheet(await res.arrayBuffer());
    expect(rows[0]).toEqual(['ID', '姓名', '手机号']);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r[0] === a.id)).toEqual([a.id, `'=HYPERLINK("http://x")`, '139****1234']);
  });

  it('gives admin the full phone, with the list filters applied', async () => {
    const res = await exportAs('admin', 'gender=1');
    const rows = await readSheet(await res.arrayBuffer());
    const header = rows[0].map(String);
    const males = db.list('customer').filter((c) => c.gender === 1);
    expect(rows).toHaveLength(males.length + 1);
    const phones = rows.slice(1).map((r) => r[header.indexOf('手机号')]);
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
});
