import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../../src/mocks/data/settingsOptions';
import { OFFICIAL_DEFAULTS } from '../../../../src/mocks/bespoke/official';
import { SETTINGS_COLLECTION } from '../../../../src/mocks/bespoke/settings';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';
import { sentBodies } from '../../../support/sentBodies';

// Settings pages are versioned records (issue 40 points 1, 2, 4, 5): a save sends the changed values
// and the revision read; a stale one opens the merge view, labelled by the page's definition,
// secrets never shown; the guard holds until a save succeeds; a refetch keeps what is typed.

const { server, db } = setupDemoServer({ customerCount: 4 });

const DEFAULTS: Readonly<Record<string, Record<string, unknown>>> = {
  ...SETTINGS_DEFAULTS,
  'admin/official': { ...OFFICIAL_DEFAULTS },
};
const stored = (key: string) => db.list(SETTINGS_COLLECTION).find((r) => r.key === key);
const savedValues = (key: string) => stored(key)?.values as Record<string, unknown> | undefined;

/** A colleague saves a group behind the user's back: a new revision by 王芳. */
function colleagueSaves(key: string, values: Record<string, unknown>) {
  const record = stored(key) ?? db.create(SETTINGS_COLLECTION, { key, values: DEFAULTS[key] });
  const next = { ...(record.values as Record<string, unknown>), ...values };
  const saved = db.replace(SETTINGS_COLLECTION, { ...record, values: next }, '王芳');
  if (!saved) throw new Error(`no settings ${key}`);
  return saved;
}

/** The bodies of the group's PUTs, as sent. */
const recordPuts = (path: RegExp) => sentBodies(server, 'PUT', path);

async function openPage(path: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  await loginAs('admin');
  const app = await renderApp(path, undefined, undefined, locale);
  const form = await screen.findByTestId('settings-form', {}, APP_WAIT);
  return { ...app, form };
}

const BASIC = /\/config\/love\/basic$/;
const days = (form: HTMLElement, name = /Days without follow-up/) =>
  within(form).getByRole('textbox', { name }) as HTMLInputElement;

describe('settings pages: versions and conflicts (issue 40)', () => {
  it(
    '[E10] a save sends only the changed value with the revision read; a stale one opens the merge view and "Overwrite with mine" saves it on their revision',
    async () => {
      const puts = recordPuts(BASIC);
      const { form } = await openPage('/config/love/basic');
      const read = stored('love/basic')?.revision ?? 1;
      const theirs = colleagueSaves('love/basic', { public_sea_days: 30, service_phone: '400-111-2222' });
      fireEvent.change(days(form), { target: { value: '21' } });
      fireEvent.click(within(form).getByTestId('settings-save'));

      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' }, APP_WAIT);
      expect(puts[0]).toEqual({ public_sea_days: 21, revision: read });
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(
        /This record was changed by 王芳 at/,
      );
      const row = within(dialog).getByTestId('conflict-row-public_sea_days');
      // Labels come from the page's definition (here its options endpoint's text).
      expect(row).toHaveTextContent('Days without follow-up before the public sea');
      expect(within(row).getByTestId('conflict-theirs')).toHaveTextContent('30');
      expect(within(row).getByTestId('conflict-mine')).toHaveTextContent('21');
      const phone = within(dialog).getByTestId('conflict-row-service_phone');
      expect(phone).toHaveTextContent('You did not change this field');
      expect(screen.queryByText(/^409/)).toBeNull();
      // The group is read again behind the dialog: the field I did not touch shows theirs.
      await waitFor(
        () =>
          expect(document.querySelector<HTMLInputElement>('input[name="service_phone"]')?.value).toBe(
            '400-111-2222',
          ),
        APP_WAIT,
      );

      fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
      expect(await screen.findByText('Settings saved', {}, APP_WAIT)).toBeInTheDocument();
      expect(puts[1]).toEqual({ public_sea_days: 21, revision: theirs.revision });
      // Their phone stays: only my change was sent.
      expect(savedValues('love/basic')).toMatchObject({ public_sea_days: 21, service_phone: '400-111-2222' });
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
      await waitFor(() => expect(days(screen.getByTestId('settings-form'))).toHaveValue('21'), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    '"保留对方的" shows their values, clean: leaving asks nothing, and the next save is on their revision (zh-CN)',
    async () => {
      const puts = recordPuts(BASIC);
      const { form, router } = await openPage('/config/love/basic', 'zh-CN');
      const theirs = colleagueSaves('love/basic', { expire_notice_days: 14 });
      const notice = within(form).getByRole('textbox', { name: /会员到期提前提醒/ });
      fireEvent.change(notice, { target: { value: '5' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      const dialog = await screen.findByRole('dialog', { name: '此记录已被他人保存' }, APP_WAIT);
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(
        /此记录已被 王芳 于 .+ 修改，请核对后再保存/,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: '保留对方的' }));
      await waitFor(() => expect(notice).toHaveValue('14'), APP_WAIT);

      fireEvent.change(days(form, /未跟进转入公海/), { target: { value: '25' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(await screen.findByText('设置成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(puts.at(-1)).toEqual({ public_sea_days: 25, revision: theirs.revision });
      expect(savedValues('love/basic')).toMatchObject({ public_sea_days: 25, expire_notice_days: 14 });

      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      await act(() => router.navigate('/'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), APP_WAIT);
      expect(confirm).not.toHaveBeenCalled();
    },
    APP_TEST_MS,
  );

  it(
    'a secret typed on the official account is never shown in the merge view',
    async () => {
      const { form } = await openPage('/official');
      colleagueSaves('admin/official', { token: 'theirToken1' });
      const secret = '0123456789abcdef0123456789abcdef';
      fireEvent.change(within(form).getByLabelText(/AppSecret/), { target: { value: secret } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' }, APP_WAIT);
      const row = within(dialog).getByTestId('conflict-row-app_secret');
      expect(within(row).getByTestId('conflict-theirs')).toHaveTextContent('********');
      expect(within(row).getByTestId('conflict-mine')).toHaveTextContent('changed (not shown)');
      expect(within(dialog).getByTestId('conflict-row-token')).toHaveTextContent('theirToken1');
      expect(document.body.textContent).not.toContain(secret);
      expect(document.body.textContent).not.toContain(String(OFFICIAL_DEFAULTS.app_secret));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
      // Nothing lost: the typed secret is still in its input.
      expect(within(form).getByLabelText(/AppSecret/)).toHaveValue(secret);
    },
    APP_TEST_MS,
  );

  it(
    'a refetch keeps the value being typed and brings the others, saying the group changed meanwhile',
    async () => {
      const { form } = await openPage('/config/love/basic');
      fireEvent.change(days(form), { target: { value: '33' } });
      colleagueSaves('love/basic', { service_phone: '400-333-4444' });
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      const phone = within(form).getByRole('textbox', { name: /Service phone/ });
      await waitFor(() => expect(phone).toHaveValue('400-333-4444'), APP_WAIT);
      expect(days(form)).toHaveValue('33');
      expect(await screen.findByTestId('conflict-notice', {}, APP_WAIT)).toHaveTextContent(
        /王芳 changed this record at/,
      );
    },
    APP_TEST_MS,
  );

  it(
    '[E04] after a failed save (500) leaving still asks and the typed value stays',
    async () => {
      server.use(
        http.put('*/config/love/basic', () =>
          HttpResponse.json({ code: 500, text: 'settings store down' }, { status: 500 }),
        ),
      );
      const { form, router } = await openPage('/config/love/basic');
      fireEvent.change(days(form), { target: { value: '44' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(await screen.findByText('500: settings store down', {}, APP_WAIT)).toBeInTheDocument();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      await act(() => router.navigate('/'));
      await waitFor(() => expect(confirm).toHaveBeenCalled(), APP_WAIT);
      expect(router.state.location.pathname).toBe('/config/love/basic');
      expect(days(form)).toHaveValue('44');
    },
    APP_TEST_MS,
  );
});
