import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 41: the home of a user whose roles give no dashboard (a receptionist with the clue list).

setupDemoServer({ customerCount: 4 });

const API = 'http://localhost/plugin/love/admin';

/** A call to the demo API with the stored token. */
async function call(path: string, method = 'GET', body?: unknown): Promise<Response> {
  return fetch(`${API}/${path}`, {
    method,
    headers: {
      Authorization: localStorage.getItem(ACCESS_TOKEN_KEY) ?? '',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs in as a new worker whose one role grants the clue list (query, add). */
async function loginAsReceptionist(username: string): Promise<void> {
  await loginAs('admin');
  const role = (await (
    await call('role', 'POST', {
      name: `前台${username}`,
      is_admin: 0,
      permissions: [{ permission: 'customer.clue', actions: ['query', 'add'] }],
    })
  ).json()) as { data: { id: number } };
  const made = await call('worker', 'POST', {
    name: '前台小李',
    username,
    type: 1,
    role_ids: [role.data.id],
    password: 'secret1',
    status: 1,
  });
  expect(made.status).toBe(201);
  const login = await fetch(`${API}/login/by-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret1' }),
  });
  localStorage.setItem(ACCESS_TOKEN_KEY, ((await login.json()) as { Authorization: string }).Authorization);
}

describe('the home of a user without a dashboard', () => {
  for (const [locale, t] of [
    ['en-US', { intro: 'Your role gives you these screens:', section: 'Customers', clues: 'Clues' }],
    ['zh-CN', { intro: '您的角色可以使用以下功能：', section: '客户管理', clues: '线索客户' }],
  ] as const) {
    it(
      `[V23] shows the screens the role opens as shortcuts instead of refused figures (${locale})`,
      async () => {
        await loginAsReceptionist(`reception_${locale === 'en-US' ? 'en' : 'zh'}`);
        await renderApp('/', undefined, undefined, locale);
        const home = await screen.findByTestId('home-shortcuts', {}, APP_WAIT);
        expect(home).toHaveTextContent(t.intro);
        // (The must-handle notices open above the home page: its content is behind them.)
        expect(within(home).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(t.section);
        const links = within(home).getAllByRole('link', { hidden: true });
        expect(links.map((a) => a.textContent)).toEqual([t.clues]);
        expect(links[0]).toHaveAttribute('href', '/customer/clue');
        expect(screen.queryByTestId('dashboard-role')).toBeNull();
      },
      APP_TEST_MS,
    );
  }
});
