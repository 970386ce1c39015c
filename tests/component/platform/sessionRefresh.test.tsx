import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../dataProvider/tokens';
import { SESSION_REFRESH_MS } from '../../../src/platform/session';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 41 point 5: a change to a role reaches its signed-in users within the 30 s user-info
// refresh, without a logout: the menu follows, and a page no longer allowed shows the 403 page.

setupDemoServer({ customerCount: 4 });
afterEach(() => vi.useRealTimers());

const SALES_ROLE = '/plugin/love/admin/role/2';

/** Changes the sales role as the administrator would, behind the signed-in user's back. */
async function setSalesRole(change: (permissions: { permission: string }[]) => { permission: string }[]) {
  const own = localStorage.getItem(ACCESS_TOKEN_KEY);
  const login = await fetch('http://localhost/plugin/love/admin/login/by-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo123' }),
  });
  const admin = ((await login.json()) as { Authorization: string }).Authorization;
  const headers = { Authorization: admin, 'Content-Type': 'application/json' };
  const role = (await (await fetch(`http://localhost${SALES_ROLE}`, { headers })).json()) as {
    data: { name: string; is_admin: number; permissions: { permission: string }[] };
  };
  const saved = await fetch(`http://localhost${SALES_ROLE}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...role.data, permissions: change(role.data.permissions) }),
  });
  expect(saved.status).toBe(200);
  if (own) localStorage.setItem(ACCESS_TOKEN_KEY, own);
}

const menu = () => screen.getByRole('navigation');

describe('permissions follow the server while signed in (issue 41)', () => {
  for (const [locale, t] of [
    [
      'en-US',
      {
        publicSea: 'Public sea',
        changed: 'Your permissions have changed: the menu and buttons now show what you may do',
      },
    ],
    ['zh-CN', { publicSea: '公海客户', changed: '您的权限已变更：菜单和按钮已按新权限更新' }],
  ] as const) {
    it(
      `[V23] a permission taken from the user's role leaves the menu and closes its open page within 30 s, and the user is told (${locale})`,
      async () => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        await loginAs('sales');
        await renderApp('/customer/public-sea', undefined, undefined, locale);
        await within(menu()).findByText(t.publicSea, {}, APP_WAIT);
        await screen.findByRole('table', {}, APP_WAIT);

        await setSalesRole((permissions) => permissions.filter((p) => p.permission !== 'customer.public'));
        vi.advanceTimersByTime(SESSION_REFRESH_MS);

        expect(await screen.findByText(t.changed, {}, APP_WAIT)).toBeTruthy();
        await waitFor(() => expect(within(menu()).queryByText(t.publicSea)).toBeNull(), APP_WAIT);
        expect(await screen.findByTestId('page-403', {}, APP_WAIT)).toBeTruthy();
        expect(screen.queryByRole('table')).toBeNull();
        // Still signed in: the token is kept and the rest of the menu is there.
        expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeTruthy();

        // Given back: the entry returns without a reload.
        await setSalesRole((permissions) => [...permissions, { permission: 'customer.public', actions: [] }]);
        vi.advanceTimersByTime(SESSION_REFRESH_MS);
        await within(menu()).findByText(t.publicSea, {}, APP_WAIT);
      },
      APP_TEST_MS,
    );
  }
});
