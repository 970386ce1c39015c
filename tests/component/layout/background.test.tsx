import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ERROR_REDIRECT_DELAY_MS } from '../../../authProvider';
import { ACCESS_TOKEN_KEY } from '../../../dataProvider/tokens';
import { STAT_COUNTS_KEY } from '../../../src/platform/counters';
import { queryProbe } from '../../support/queryProbe';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';

const { server } = setupDemoServer({ customerCount: 10 });

const T = { timeout: 30000 };
const probe = queryProbe();

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
    const { router } = await renderApp('/store/create', undefined, probe.features);
    const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
    fireEvent.change(name, { target: { value: 'typing…' } });
    // The poll ran and its 401 went through the app's error handling…
    await waitFor(() => expect(probe.errorStatus(STAT_COUNTS_KEY)).toBe(401), T);
    expect(polled).toBeGreaterThan(0);
    // …and neither logged out nor navigated nor notified while the user types.
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
    let polled = 0;
    server.use(
      http.get('*/plugin/love/admin/get-stat-count', () => {
        polled += 1;
        return HttpResponse.json({ code: 403, text: 'forbidden' }, { status: 403 });
      }),
    );
    await loginAs('admin');
    const { router } = await renderApp('/tag', undefined, probe.features);
    await screen.findByText('Tags', {}, T);
    // The poll ran and its 403 went through the app's error handling.
    await waitFor(() => expect(probe.errorStatus(STAT_COUNTS_KEY)).toBe(403), T);
    expect(polled).toBeGreaterThan(0);
    // A 403 the app handled as a user's call shows the 403 page this long after it (E03).
    await new Promise((resolve) => setTimeout(resolve, ERROR_REDIRECT_DELAY_MS + 500));
    expect(router.state.location.pathname).toBe('/tag');
    expect(screen.queryByText(/forbidden/)).toBeNull();
  }, 60_000);
});
