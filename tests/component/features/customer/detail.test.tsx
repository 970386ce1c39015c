import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { identify, userInfo } from '../../../../src/mocks/identity';
import { galleryOf } from '../../../../src/mocks/customerDetailData';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The customer detail page (issue 11): header card, not found, profile tab (in-place editing with
// the customer form's rules, set a gallery photo as the avatar), the generated show route.

const { server, db } = setupDemoServer({ customerCount: 10 });

const sent: { method: string; path: string; body: string }[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (request.method === 'GET') return;
  void request
    .clone()
    .text()
    .then((body) => sent.push({ method: request.method, path, body }));
});
beforeEach(() => {
  sent.length = 0;
});

/** A customer with a name, a number and at least two photos in the gallery. */
function withGallery() {
  const found = db.list('customer').find((c) => galleryOf(c).length >= 2);
  if (!found) throw new Error('no customer with a gallery in the demo data');
  return found;
}

describe('customer detail page (issue 11)', () => {
  it(
    'shows the header card of a seeded customer and titles the shell tab with the name',
    async () => {
      const customer = db.list('customer')[0];
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}`);
      const card = await screen.findByTestId('customer-header-card', {}, APP_WAIT);
      expect(within(card).getByTestId('customer-name')).toHaveTextContent(String(customer.name));
      expect(within(card).getByTestId('customer-number')).toHaveTextContent(`No. ${String(customer.number)}`);
      if (typeof customer.age === 'number')
        expect(within(card).getByTestId('customer-chips')).toHaveTextContent(`${customer.age} years`);
      expect(within(card).getByRole('button', { name: 'Previous customer' })).toBeDisabled();
      const tabBar = await screen.findByTestId('tab-bar', {}, APP_WAIT);
      await waitFor(
        () => expect(within(tabBar).getByText(String(customer.name))).toBeInTheDocument(),
        APP_WAIT,
      );
      expect(await screen.findByTestId('profile-tab', {}, APP_WAIT)).toBeInTheDocument();
    },
    APP_TEST_MS,
  );

  it(
    'says "Customer not found" with a way back for an unknown id (en-US and zh-CN)',
    async () => {
      await loginAs('admin');
      const { unmount } = await renderApp('/customer/detail?id=999999');
      expect(await screen.findByText('Customer not found', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to my customers' })).toHaveAttribute(
        'href',
        '/customer/mine',
      );
      unmount();
      await renderApp('/customer/detail?id=999999', undefined, undefined, 'zh-CN');
      expect(await screen.findByText('客户不存在', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回我的客户' })).toBeInTheDocument();
    },
    APP_TEST_MS,
  );

  it(
    'a user without user_view gets the 403 page for a typed address',
    async () => {
      await loginAs('admin');
      server.use(
        http.get('*/admin/user/self', ({ request }) => {
          const session = db.session(request.headers.get('Authorization'));
          if (!session) return HttpResponse.json({ code: 401, text: 'unauthorized' }, { status: 401 });
          const info = userInfo(identify(db, session));
          const permissions = info.permissions.filter((p) => !p.startsWith('user_view'));
          const actions = info.permission_list.filter((p) => !p.permissionId.startsWith('user_view'));
          return HttpResponse.json({ data: { ...info, permissions, permission_list: actions } });
        }),
      );
      await renderApp(`/customer/detail?id=${db.list('customer')[0].id}`);
      expect(await screen.findByTestId('page-403', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.queryByTestId('customer-header-card')).toBeNull();
    },
    APP_TEST_MS,
  );

  it(
    'the generated show route of a customer opens the detail page',
    async () => {
      const customer = db.list('customer')[1];
      await loginAs('admin');
      const { router } = await renderApp(`/customer/${customer.id}/show`);
      expect(await screen.findByTestId('customer-header-card', {}, APP_WAIT)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/customer/detail');
      expect(router.state.location.search).toBe(`?id=${customer.id}`);
    },
    APP_TEST_MS,
  );

  it(
    'edits the profile in place: the customer form rule refuses an empty name, then saves name and gender',
    async () => {
      const customer = db.list('customer')[2];
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}`);
      fireEvent.click(await screen.findByTestId('profile-edit', {}, APP_WAIT));
      const basic = screen.getByTestId('profile-basic');
      const name = within(basic).getByRole('textbox', { name: /^Name/ });
      // V21: the generated integer input is a text box that refuses letters and clamps to max.
      const height = within(basic).getByRole('textbox', { name: /^Height/ });
      const save = within(basic).getByRole('button', { name: 'Save' });
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.change(height, { target: { value: '25x0' } });
      expect(height).toHaveValue('210');
      // The form validates each change asynchronously: Save is enabled once it has.
      await waitFor(() => expect(save).toBeEnabled(), APP_WAIT);
      fireEvent.click(save);
      // The customer form's rules: a name is required; the height was clamped to its max 210 (V21).
      expect(await within(basic).findByText('Required', {}, APP_WAIT)).toBeInTheDocument();
      expect(within(basic).queryByText('Must be at most 210')).toBeNull();
      expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

      fireEvent.change(name, { target: { value: '林小雨' } });
      fireEvent.change(height, { target: { value: '168' } });
      fireEvent.mouseDown(within(basic).getByRole('combobox', { name: /^Gender/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Female' }, APP_WAIT));
      await waitFor(() => expect(save).toBeEnabled(), APP_WAIT);
      fireEvent.click(save);
      await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true), APP_WAIT);
      const put = sent.find((r) => r.method === 'PUT');
      expect(put?.path).toBe(`/plugin/love/admin/customer/${customer.id}`);
      expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ name: '林小雨', gender: 0, height: 168 });
      await waitFor(() => expect(db.get('customer', customer.id)?.name).toBe('林小雨'), APP_WAIT);
      expect(db.get('customer', customer.id)?.gender).toBe(0);
      await waitFor(() => expect(screen.getByTestId('customer-name')).toHaveTextContent('林小雨'), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    'sets a gallery photo as the avatar',
    async () => {
      const customer = withGallery();
      const photo = galleryOf(customer)[1];
      await loginAs('admin');
      await renderApp(`/customer/detail?id=${customer.id}`);
      const gallery = await screen.findByTestId('profile-gallery', {}, APP_WAIT);
      const photos = await within(gallery).findAllByTestId('gallery-photo', {}, APP_WAIT);
      expect(photos).toHaveLength(galleryOf(customer).length);
      fireEvent.click(within(photos[1]).getByRole('button', { name: 'Set as avatar' }));
      await waitFor(
        () => expect(within(photos[1]).getByText('Current avatar')).toBeInTheDocument(),
        APP_WAIT,
      );
      expect(sent.find((r) => r.path.endsWith('/customer/gallery-to-avatar'))?.body).toBe(
        JSON.stringify({ id: customer.id, gallery_id: photo.id }),
      );
      expect(db.get('customer', customer.id)?.avatar).toBe(photo.url);
      expect(await screen.findByText('The photo is now the avatar', {}, APP_WAIT)).toBeInTheDocument();
    },
    APP_TEST_MS,
  );
});
