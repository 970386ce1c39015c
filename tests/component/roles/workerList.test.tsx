import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { features } from '../../../src/app/features';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

const { server, db } = setupDemoServer({ customerCount: 5 });
vi.setConfig({ testTimeout: APP_TEST_MS });

beforeEach(async () => {
  db.reset();
  await loginAs('admin');
});

const ROLES_LABEL = { 'en-US': /^Access roles/, 'zh-CN': /^权限角色/ } as const;

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

const chipsOf = (element: HTMLElement) =>
  [...element.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);

/** The table row of the worker whose username is shown in it. */
function rowOf(username: string): HTMLElement {
  const row = bodyRows().find((r) => within(r).queryByText(username, { exact: true }));
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

describe.each(['en-US', 'zh-CN'] as const)('worker list with roles (%s)', (locale) => {
  it("shows each worker's roles as chips of the roles' names", async () => {
    const twoRoles = db.list('worker').find((w) => w.id > 3 && w.id <= 10)!;
    const roles = db.list('role');
    const sales = roles.find((r) => r.name === '销售')!;
    const service = roles.find((r) => r.name === '客服')!;
    db.replace('worker', { ...twoRoles, role_ids: [sales.id, service.id] });
    await renderApp('/worker', undefined, features, locale);
    await screen.findByText('admin', { exact: true }, APP_WAIT);
    await waitFor(() => expect(chipsOf(rowOf('admin'))).toEqual(['管理员']), APP_WAIT);
    expect(chipsOf(rowOf('sales'))).toEqual(['销售']);
    expect(chipsOf(rowOf('matchmaker'))).toEqual(['红娘']);
    expect(chipsOf(rowOf(String(twoRoles.username)))).toEqual(['销售', '客服']);
  });

  it('filters the list by role: only the workers holding it are shown', async () => {
    const user = userEvent.setup();
    const requested: URL[] = [];
    server.events.on('request:start', ({ request }) => requested.push(new URL(request.url)));
    const service = db.list('role').find((r) => r.name === '客服')!;
    const holders = db.list('worker').filter((w) => (w.role_ids as number[]).includes(service.id));
    expect(holders.length).toBeGreaterThan(0);
    // The filter as "Add filter" shows it.
    await renderApp(
      `/worker?displayedFilters=${encodeURIComponent('{"role_ids":true}')}`,
      undefined,
      features,
      locale,
    );
    const picker = await screen.findByRole('combobox', { name: ROLES_LABEL[locale] }, APP_WAIT);
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: '客服' }, APP_WAIT));
    await waitFor(() => expect(bodyRows()).toHaveLength(holders.length), APP_WAIT);
    for (const row of bodyRows()) expect(chipsOf(row)).toContain('客服');
    expect(
      requested.some(
        (url) => url.pathname.endsWith('/worker') && url.searchParams.get('role_ids') === String(service.id),
      ),
    ).toBe(true);
  });
});
