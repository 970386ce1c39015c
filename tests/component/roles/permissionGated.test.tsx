import { fireEvent, screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { createHandlers } from '../../../src/mocks/handlers';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 45 point 4: the elements spec §6 gates by a permission, each shown with it and hidden
// without it (the administrator's user info, less that one permission and not an administrator).

const { server, db } = setupDemoServer({ customerCount: 10 });
/** The demo API's own answers, over the same store, for the overrides below to start from. */
const demo = createHandlers(db);

/** The signed-in user's info as the server gives it, less `permission` (and no administrator flag). */
function withoutPermission(permission: string) {
  server.use(
    http.get('*/admin/user/self', async ({ request }) => {
      const own = await getResponse(demo, request);
      const answer = (await own?.json()) as {
        data: { permissions: string[]; is_admin: number };
      };
      answer.data.permissions = answer.data.permissions.filter((p) => p !== permission);
      answer.data.is_admin = 0;
      return HttpResponse.json(answer);
    }),
  );
}

/** The same user info with the administrator flag off and every permission kept. */
const notAdministrator = () => withoutPermission('');

async function openFinanceDrawer() {
  await loginAs('admin');
  await renderApp('/store');
  fireEvent.click(await screen.findByRole('button', { name: 'finance' }, APP_WAIT));
  const drawer = await screen.findByTestId('finance-drawer', {}, APP_WAIT);
  await within(drawer).findByRole('button', { name: 'cash balance recharge' }, APP_WAIT);
  return drawer;
}

async function firstRecording() {
  await loginAs('admin');
  await renderApp('/worker-call');
  const [player] = await screen.findAllByTestId('audio-player', {}, APP_WAIT);
  return player;
}

async function openAllocationDialog() {
  for (const c of db.list('customer')) db.replace('customer', { ...c, customer_type: 1 });
  await loginAs('admin');
  await renderApp('/customer');
  const [allocate] = await screen.findAllByTestId('allocate-record', {}, APP_WAIT);
  fireEvent.click(allocate);
  const dialog = await screen.findByTestId('allocation-dialog', {}, APP_WAIT);
  await within(dialog).findByRole('combobox', { name: /Matchmaker/ }, APP_WAIT);
  return dialog;
}

describe('permission-gated elements (spec §6)', () => {
  beforeEach(() => server.resetHandlers());

  it(
    'setting.recharge.sms: the finance drawer offers the SMS recharge with it',
    async () => {
      notAdministrator();
      expect(within(await openFinanceDrawer()).getByRole('button', { name: 'SMS recharge' })).toBeVisible();
    },
    APP_TEST_MS,
  );

  it(
    'without setting.recharge.sms the SMS recharge button is gone (the cash recharge stays)',
    async () => {
      withoutPermission('setting.recharge.sms');
      const drawer = await openFinanceDrawer();
      expect(within(drawer).queryByRole('button', { name: 'SMS recharge' })).toBeNull();
    },
    APP_TEST_MS,
  );

  it(
    'user_view.download_audio: the player of a recording has its download link with it',
    async () => {
      notAdministrator();
      expect(within(await firstRecording()).getByRole('link', { name: 'Download' })).toBeVisible();
    },
    APP_TEST_MS,
  );

  it(
    'without user_view.download_audio the player has no download link (it still plays)',
    async () => {
      withoutPermission('user_view.download_audio');
      const player = await firstRecording();
      expect(within(player).getByRole('button', { name: 'Play' })).toBeVisible();
      expect(within(player).queryByRole('link', { name: 'Download' })).toBeNull();
    },
    APP_TEST_MS,
  );

  it(
    'user_view.cross_store: allocating offers the store choice with it',
    async () => {
      notAdministrator();
      expect(within(await openAllocationDialog()).getByRole('combobox', { name: /Store/ })).toBeVisible();
    },
    APP_TEST_MS,
  );

  it(
    'without user_view.cross_store allocating offers no store choice (the matchmaker stays)',
    async () => {
      withoutPermission('user_view.cross_store');
      const dialog = await openAllocationDialog();
      expect(within(dialog).queryByRole('combobox', { name: /Store/ })).toBeNull();
    },
    APP_TEST_MS,
  );
});
