import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../dataProvider/tokens';
import { loginAs, renderApp, setupDemoServer } from '../registry/renderApp';

const { server } = setupDemoServer({ customerCount: 10 });

const T = { timeout: 30000 };

describe('background polls never interrupt (issue 9)', () => {
  it('[E02] a 401 from the counters poll keeps the page; the next click logs out with "401: login expired"', async () => {
    let polled = 0;
    server.use(
      http.get('*/plugin/love/admin/get-stat-count', () => {
        polled += 1;
        return HttpResponse.json({ code: 401, text: 'login expired' }, { status: 401 });
      }),
    );
    await loginAs('admin');
    const { router } = await renderApp('/store/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
    fireEvent.change(name, { target: { value: 'typing…' } });
    await waitFor(() => expect(polled).toBeGreaterThan(0), T);
    // The poll's 401 neither logs out nor navigates nor notifies while the user types.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/store/create');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    expect(screen.queryByText('401: login expired')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('typing…');
    // The next user action follows E02.
    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('401: login expired', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull(), T);
  }, 60_000);

  it('a 403 from a poll is silent: no 403 page, no notification', async () => {
    server.use(
      http.get('*/plugin/love/admin/get-stat-count', () =>
        HttpResponse.json({ code: 403, text: 'forbidden' }, { status: 403 }),
      ),
    );
    await loginAs('admin');
    const { router } = await renderApp('/tag');
    await screen.findByText('Tags', {}, T);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(router.state.location.pathname).toBe('/tag');
    expect(screen.queryByText(/forbidden/)).toBeNull();
  }, 60_000);
});
