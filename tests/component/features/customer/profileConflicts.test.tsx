import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The customer profile's inline form and other people's writes (issue 40 points 1, 2, 4, 5).

const { server, db } = setupDemoServer({ customerCount: 10 });

const puts: Record<string, unknown>[] = [];
let customerReads = 0;
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (request.method === 'GET' && /\/admin\/customer\/\d+$/.test(path)) customerReads += 1;
  if (request.method !== 'PUT' || !/\/admin\/customer\/\d+$/.test(path)) return;
  void request
    .clone()
    .json()
    .then((body: Record<string, unknown>) => puts.push(body));
});
beforeEach(() => {
  puts.length = 0;
});

/** Someone else changes the customer: a new revision by 王芳. */
function colleagueSaves(id: number, values: Record<string, unknown>) {
  const stored = db.get('customer', id);
  if (!stored) throw new Error(`no customer ${id}`);
  return db.replace('customer', { ...stored, ...values }, '王芳');
}

async function editProfile(index: number) {
  const customer = db.list('customer')[index];
  await loginAs('admin');
  const app = await renderApp(`/customer/detail?id=${customer.id}`);
  fireEvent.click(await screen.findByTestId('profile-edit', {}, APP_WAIT));
  const basic = screen.getByTestId('profile-basic');
  const name = within(basic).getByRole('textbox', { name: /^Name/ });
  return { ...app, customer, basic, name };
}

const tab = (key: string) => fireEvent.click(screen.getByTestId(`customer-tab-${key}`));

describe('the inline profile form keeps what the user types (issue 40 point 4)', () => {
  it(
    'keeps a dirty profile across a tab switch and a follow-up saved in the next tab; the save sends only the changed field',
    async () => {
      const { customer, basic, name } = await editProfile(3);
      const read = db.get('customer', customer.id);
      fireEvent.change(name, { target: { value: 'Typed before the follow-up' } });
      // A colleague allocates the customer meanwhile: not a field of this form, so not a conflict.
      const allocated = colleagueSaves(customer.id, { worker_id: Number(read?.worker_id ?? 0) + 1 });

      tab('follow');
      fireEvent.click(await screen.findByTestId('follow-add', {}, APP_WAIT));
      const form = await screen.findByTestId('follow-form', {}, APP_WAIT);
      fireEvent.change(within(form).getByTestId('follow-note'), { target: { value: 'Called, will visit' } });
      const readsBefore = customerReads;
      fireEvent.click(within(form).getByTestId('follow-save'));
      // Saving the follow-up asks the customer again (its last follow-up changed).
      await waitFor(() => expect(customerReads).toBeGreaterThan(readsBefore), APP_WAIT);
      await screen.findByText('Called, will visit', {}, APP_WAIT);

      tab('profile');
      expect(name).toHaveValue('Typed before the follow-up');
      expect(screen.queryByTestId('conflict-notice')).toBeNull();
      fireEvent.click(within(basic).getByRole('button', { name: 'Save' }));
      await waitFor(
        () => expect(db.get('customer', customer.id)?.name).toBe('Typed before the follow-up'),
        APP_WAIT,
      );
      // Issue 40 point 2: only the name, on the revision read; the allocation, type and status stay.
      expect(puts).toEqual([{ name: 'Typed before the follow-up', revision: allocated?.revision }]);
      expect(db.get('customer', customer.id)?.worker_id).toBe(allocated?.worker_id);
    },
    APP_TEST_MS,
  );

  it(
    'a refetch brings a colleague change of another field and says so; the save opens the merge view, "Overwrite with mine" keeps theirs elsewhere',
    async () => {
      const { customer, basic, name } = await editProfile(4);
      const revision = db.get('customer', customer.id)?.revision;
      fireEvent.change(name, { target: { value: 'My spelling' } });
      const theirs = colleagueSaves(customer.id, { height: 199 });
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(
        () => expect(within(basic).getByRole('textbox', { name: /^Height/ })).toHaveValue('199'),
        APP_WAIT,
      );
      expect(name).toHaveValue('My spelling');
      expect(await screen.findByTestId('conflict-notice', {}, APP_WAIT)).toHaveTextContent(
        /王芳 changed this record at/,
      );

      fireEvent.click(within(basic).getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' }, APP_WAIT);
      expect(puts[0]).toEqual({ name: 'My spelling', revision });
      const row = within(dialog).getByTestId('conflict-row-name');
      expect(within(row).getByTestId('conflict-mine')).toHaveTextContent('My spelling');
      expect(screen.queryByText(/^409/)).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
      await waitFor(() => expect(db.get('customer', customer.id)?.name).toBe('My spelling'), APP_WAIT);
      expect(puts[1]).toEqual({ name: 'My spelling', revision: theirs?.revision });
      expect(db.get('customer', customer.id)?.height).toBe(199);
    },
    APP_TEST_MS,
  );
});

describe('the profile form asks before leaving until saved (issue 40 point 5)', () => {
  it(
    '[E04] leaving with a dirty profile asks, also after a failed save (500)',
    async () => {
      server.use(
        http.put('*/plugin/love/admin/customer/:id', () =>
          HttpResponse.json({ code: 500, text: 'database down' }, { status: 500 }),
        ),
      );
      const { basic, name, router } = await editProfile(5);
      fireEvent.change(name, { target: { value: 'Not saved yet' } });
      fireEvent.click(within(basic).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('500: database down', {}, APP_WAIT)).toBeInTheDocument();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      const path = router.state.location.pathname;
      await act(() => router.navigate('/tag'));
      await waitFor(() => expect(confirm).toHaveBeenCalled(), APP_WAIT);
      expect(router.state.location.pathname).toBe(path);
      expect(name).toHaveValue('Not saved yet');
    },
    APP_TEST_MS,
  );
});
