import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';
import { sentBodies } from '../../support/sentBodies';

const { server, db } = setupDemoServer({ customerCount: 10 });

const STORE = '*/plugin/love/store/admin/store/:id';
const name = () => screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT);
const remark = () => screen.getByRole('textbox', { name: /^Remark/ });

/** A colleague saves the store behind the user's back: a new revision by 王芳. */
function colleagueSaves(id: number, values: Record<string, unknown>) {
  const stored = db.get('store', id);
  if (!stored) throw new Error(`no store ${id}`);
  return db.replace('store', { ...stored, ...values }, '王芳');
}

/** The bodies of the store's PUTs, as sent. */
const recordPuts = () => sentBodies(server, 'PUT', /\/store\/admin\/store\/\d+$/);

/** How many reads of a store were answered from now on. */
function readsOf(id: number) {
  const reads = { answered: 0 };
  const path = new RegExp(`/store/admin/store/${id}$`);
  server.events.on('response:mocked', ({ request }) => {
    if (request.method === 'GET' && path.test(request.url)) reads.answered += 1;
  });
  return reads;
}

async function openStore(id: number) {
  await loginAs('admin');
  const app = await renderApp(`/store/${id}/edit`);
  await waitFor(async () => expect(await name()).toHaveValue(String(db.get('store', id)?.name)), APP_WAIT);
  return app;
}

describe('generated edit forms: versions and conflicts (issue 40 points 1, 4, 5)', () => {
  it(
    '[E01] a stale save opens the merge view (no toast); "Overwrite with mine" resends my change on their revision',
    async () => {
      const puts = recordPuts();
      const before = db.get('store', 2);
      const startRevision = before?.revision;
      await openStore(2);
      const theirs = colleagueSaves(2, {
        name: 'Renamed by 王芳',
        remark: 'Their remark',
        address: 'Their address',
      });
      fireEvent.change(await name(), { target: { value: 'My store name' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' }, APP_WAIT);
      expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(
        /This record was changed by 王芳 at/,
      );
      const row = within(dialog).getByTestId('conflict-row-name');
      expect(within(row).getByTestId('conflict-theirs')).toHaveTextContent('Renamed by 王芳');
      expect(within(row).getByTestId('conflict-mine')).toHaveTextContent('My store name');
      // The remark changed on their side only: shown, marked as not mine.
      expect(
        within(within(dialog).getByTestId('conflict-row-remark')).getByText('You did not change this field'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/^409/)).toBeNull();
      expect(puts[0]).toEqual({ name: 'My store name', revision: startRevision });

      // The record is read again behind the dialog: the form's untouched fields show theirs.
      await waitFor(
        () =>
          expect(screen.getByRole('textbox', { name: /^Remark/, hidden: true })).toHaveValue('Their remark'),
        APP_WAIT,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
      await waitFor(() => expect(db.get('store', 2)?.name).toBe('My store name'), APP_WAIT);
      expect(puts[1]).toEqual({ name: 'My store name', revision: theirs?.revision });
      // Their remark and address stay: only my change was sent.
      expect(db.get('store', 2)?.remark).toBe('Their remark');
      expect(db.get('store', 2)?.address).toBe('Their address');
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull(), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    '"Keep editing" loses nothing; "Keep theirs" shows their record, clean, and the next save is on their revision',
    async () => {
      const puts = recordPuts();
      await openStore(3);
      const theirs = colleagueSaves(3, { name: 'Their name' });
      fireEvent.change(await name(), { target: { value: 'Mine' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByTestId('conflict-dialog', undefined, APP_WAIT);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).toBeNull());
      expect(await name()).toHaveValue('Mine');

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByTestId('conflict-dialog', undefined, APP_WAIT);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
      await waitFor(async () => expect(await name()).toHaveValue('Their name'));
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      fireEvent.change(remark(), { target: { value: 'A remark on theirs' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(db.get('store', 3)?.remark).toBe('A remark on theirs'), APP_WAIT);
      expect(puts.at(-1)).toEqual({ remark: 'A remark on theirs', revision: theirs?.revision });
      expect(db.get('store', 3)?.name).toBe('Their name');
    },
    APP_TEST_MS,
  );

  it(
    '"Reload, keeping a copy of mine" shows theirs with my values in a panel: put back, then save',
    async () => {
      await openStore(4);
      colleagueSaves(4, { name: 'Their name 4' });
      fireEvent.change(await name(), { target: { value: 'My name 4' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByTestId('conflict-dialog', undefined, APP_WAIT);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reload, keeping a copy of mine' }));
      await waitFor(async () => expect(await name()).toHaveValue('Their name 4'));
      const panel = screen.getByTestId('conflict-kept');
      expect(within(panel).getByTestId('conflict-kept-name')).toHaveTextContent('My name 4');

      fireEvent.click(within(panel).getByRole('button', { name: 'Put back Name' }));
      expect(await name()).toHaveValue('My name 4');
      await waitFor(() => expect(screen.queryByTestId('conflict-kept')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(db.get('store', 4)?.name).toBe('My name 4'), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    'a refetch keeps the field being edited and brings the others; a newer revision is said on the form',
    async () => {
      const { router } = await openStore(5);
      fireEvent.change(await name(), { target: { value: 'Typing here' } });
      colleagueSaves(5, { name: 'Their name 5', remark: 'Their remark 5' });
      // The header's Refresh (react-admin's refresh: every query asked again).
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(remark()).toHaveValue('Their remark 5'), APP_WAIT);
      expect(await name()).toHaveValue('Typing here');
      const notice = await screen.findByTestId('conflict-notice', undefined, APP_WAIT);
      expect(notice).toHaveTextContent(/王芳 changed this record at/);

      fireEvent.click(within(notice).getByRole('button', { name: 'Reload…' }));
      const dialog = await screen.findByTestId('conflict-dialog');
      const row = within(dialog).getByTestId('conflict-row-name');
      expect(within(row).getByTestId('conflict-theirs')).toHaveTextContent('Their name 5');
      expect(within(row).getByTestId('conflict-mine')).toHaveTextContent('Typing here');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
      await waitFor(async () => expect(await name()).toHaveValue('Their name 5'));
      expect(screen.queryByTestId('conflict-notice')).toBeNull();
      expect(router.state.location.pathname).toBe('/store/5/edit');
    },
    APP_TEST_MS,
  );
});

describe('generated edit forms: other answers of the versioned save', () => {
  it(
    'a 422 still puts the field errors under their inputs, and the form keeps its values',
    async () => {
      server.use(
        http.put(STORE, () =>
          HttpResponse.json(
            { code: 422, text: 'Name already taken', errors: { name: 'Name already taken' } },
            { status: 422 },
          ),
        ),
      );
      await openStore(8);
      fireEvent.change(await name(), { target: { value: 'Duplicate' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(
        async () => expect(await name()).toHaveAccessibleDescription('Name already taken'),
        APP_WAIT,
      );
      expect(await name()).toHaveValue('Duplicate');
      expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    },
    APP_TEST_MS,
  );

  it(
    'a refetch that changed only fields the form does not edit is no conflict: no notice, the save goes through',
    async () => {
      const puts = recordPuts();
      await openStore(9);
      fireEvent.change(await name(), { target: { value: 'Edited while counted' } });
      const counted = colleagueSaves(9, { customer_count: 42 });
      const reads = readsOf(9);
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(reads.answered).toBeGreaterThan(0), APP_WAIT);
      // The answer reaches the form (react-query's update renders).
      await act(async () => undefined);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(db.get('store', 9)?.name).toBe('Edited while counted'), APP_WAIT);
      expect(puts).toEqual([{ name: 'Edited while counted', revision: counted?.revision }]);
      expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    },
    APP_TEST_MS,
  );
});

describe('the unsaved-changes guard holds until the values are saved (issue 40 point 5)', () => {
  it(
    '[E04] after a failed save (500) leaving still asks',
    async () => {
      server.use(
        http.put(STORE, () => HttpResponse.json({ code: 500, text: 'database down' }, { status: 500 })),
      );
      const { router } = await openStore(6);
      fireEvent.change(await name(), { target: { value: 'Not saved' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/database down/, undefined, APP_WAIT)).toBeInTheDocument();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      await act(() => router.navigate('/tag'));
      await waitFor(() => expect(confirm).toHaveBeenCalled(), APP_WAIT);
      expect(router.state.location.pathname).toBe('/store/6/edit');
      expect(await name()).toHaveValue('Not saved');
    },
    APP_TEST_MS,
  );

  it(
    'after a successful save the redirect goes through without asking',
    async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      const { router } = await openStore(7);
      fireEvent.change(await name(), { target: { value: 'Saved name' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/store/7/show'), APP_WAIT);
      expect(confirm).not.toHaveBeenCalled();
      expect(db.get('store', 7)?.name).toBe('Saved name');
    },
    APP_TEST_MS,
  );
});
