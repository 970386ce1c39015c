import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../../../src/mocks/node';
import { loginAs, renderApp } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

const { server, db } = createTestServer({ customerCount: 60 });
// Whole create-and-show journeys: room for a busy 2-core machine.
vi.setConfig({ testTimeout: APP_TEST_MS });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  db.reset();
  await loginAs('admin');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('generated screens', () => {
  it('[S19] lists stores with server paging, 10 per page and "total N items"', async () => {
    const total = db.list('store').length;
    await renderApp('/store');
    expect(await screen.findByText(`total ${total} items`, {}, APP_WAIT)).toBeInTheDocument();
    // The rows replace the skeleton as a transition, just after the total shows.
    await waitFor(() =>
      expect(screen.getAllByRole('row').filter((r) => r.closest('tbody'))).toHaveLength(Math.min(10, total)),
    );
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toBeInTheDocument();
  });

  it('validates the create form with translated messages and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/store/create');
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, APP_WAIT);
    await user.type(phone, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(phone).toHaveValue('abc');
  });

  it('[E10] creates a store, says "Saved" and shows it on its detail page', async () => {
    const user = userEvent.setup();
    await renderApp('/store/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT), '杭州西湖店');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '057188886666');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.list('store').some((s) => s.name === '杭州西湖店')).toBe(true), {
      timeout: 20_000,
    });
    expect(await screen.findByText('057188886666', {}, APP_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('[E10] a generated edit form says "保存成功" in zh-CN once the store is saved', async () => {
    const user = userEvent.setup();
    const target = db.list('store')[0];
    await renderApp(`/store/${target.id}`, undefined, undefined, 'zh-CN');
    const name = await screen.findByRole('textbox', { name: /^门店名称/ }, APP_WAIT);
    await user.clear(name);
    await user.type(name, '宁波鼓楼验收店');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功', {}, APP_WAIT)).toBeInTheDocument();
    expect(db.get('store', target.id)?.name).toBe('宁波鼓楼验收店');
  });

  it('shows a server validation error under its input and keeps the form', async () => {
    const user = userEvent.setup();
    await renderApp('/domain/create');
    const input = await screen.findByRole('textbox', { name: /^Domain/ }, APP_WAIT);
    // Valid for the client, refused by the server: the server check runs on the same schema, so
    // make the server stricter for this one request.
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/plugin/love/admin/domain', () =>
        HttpResponse.json(
          { code: 422, text: 'Domain already exists', errors: { domain: 'Domain already exists' } },
          { status: 422 },
        ),
      ),
    );
    await user.type(input, 'love.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Domain already exists', {}, APP_WAIT)).not.toHaveLength(0);
    expect(input).toHaveValue('love.example.com');
  });

  it('[E10] deletes a store after a confirmation and says "Deleted"', async () => {
    const target = db.list('store')[0];
    await renderApp(`/store/${target.id}/show`);
    const del = await screen.findByRole('button', { name: 'Delete' }, APP_WAIT);
    fireEvent.click(del);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(db.get('store', target.id)).toBeUndefined(), APP_WAIT);
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it('[V23] a resource the user lacks shows the 403 page, even by URL', async () => {
    localStorage.clear();
    await loginAs('sales');
    await renderApp('/store');
    expect(await screen.findByTestId('page-403', {}, APP_WAIT)).toBeInTheDocument();
  });
  it('a session that fails to load says so with a retry, and the retry opens the list', async () => {
    const { http, HttpResponse } = await import('msw');
    let failing = true;
    server.use(
      http.get('*/admin/user/self', () =>
        failing ? HttpResponse.json({ code: 500, text: 'Session store down' }, { status: 500 }) : undefined,
      ),
    );
    await renderApp('/store');
    const failure = await screen.findByTestId('session-load-error', {}, APP_WAIT);
    expect(failure).toHaveTextContent('Session store down');
    expect(screen.queryByTestId('page-403')).toBeNull();
    failing = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^total \d+ items$/, {}, APP_WAIT)).toBeInTheDocument();
  });

  it('[E02] a session refused with 401 (a stale token) says "login expired" and logs out to the login page', async () => {
    localStorage.setItem('Access-Token', 'Bearer stale');
    const { router } = await renderApp('/store');
    expect(await screen.findByText(/login expired/i, {}, APP_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('Access-Token')).toBeNull(), APP_WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), APP_WAIT);
  });
});
