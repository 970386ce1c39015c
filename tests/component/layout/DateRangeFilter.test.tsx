import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetRange } from '../../../src/components/date-range/presets';
import { createTestServer } from '../../../src/mocks/node';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { loginAs, renderApp } from '../../support/renderApp';

const { server } = createTestServer({ customerCount: 30 });
const requested: URL[] = [];
const T = { timeout: 30_000 };

// The whole admin renders a customer list: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url));
  });
});
beforeEach(async () => {
  localStorage.clear();
  // The must-handle dialog (once a day) is not what these tests look at.
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  sessionStorage.clear();
  requested.length = 0;
  await loginAs('admin');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('[S17] date-range filter of generated lists', () => {
  it('shows "Created at" as a range; a preset sends created_at_gte / created_at_lte (YYYY-MM-DD)', async () => {
    // The filter as "Add filter" shows it (the e2e test clicks through the menu).
    await renderApp(`/customer?displayedFilters=${encodeURIComponent('{"created_at":true}')}`);
    const group = await screen.findByTestId('date-range-created_at', {}, T);
    fireEvent.click(within(group).getByRole('button', { name: 'Quick ranges' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'This month' }));
    const [start, end] = presetRange('this_month');
    await waitFor(
      () =>
        expect(
          requested.some(
            (url) =>
              url.pathname.endsWith('/customer') &&
              url.searchParams.get('created_at_gte') === start &&
              url.searchParams.get('created_at_lte') === end,
          ),
        ).toBe(true),
      T,
    );
    expect(within(group).getByLabelText('Created at From')).toHaveValue(start);
    expect(within(group).getByLabelText('Created at To')).toHaveValue(end);
  });
});

describe('[S17] date-range filter display', () => {
  it('removing the filter drops both bounds', async () => {
    await renderApp(`/sms-record?displayedFilters=${encodeURIComponent('{"created_at":true}')}`);
    const group = await screen.findByTestId('date-range-created_at', {}, T);
    fireEvent.click(within(group).getByRole('button', { name: 'Quick ranges' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Last year' }));
    await waitFor(() => expect(requested.some((u) => u.searchParams.has('created_at_gte'))).toBe(true), {
      timeout: 4000,
    });
    const hide = document.querySelector<HTMLElement>('[data-source="created_at"] .hide-filter');
    if (!hide) throw new Error('no hide button');
    requested.length = 0;
    fireEvent.click(hide);
    await waitFor(() => expect(screen.queryByTestId('date-range-created_at')).toBeNull(), T);
    await waitFor(
      () =>
        expect(
          requested.some((u) => u.pathname.endsWith('/sms-record') && !u.searchParams.has('created_at_gte')),
        ).toBe(true),
      T,
    );
    expect(requested.filter((u) => u.searchParams.has('created_at_gte'))).toEqual([]);
  });

  it('a list opened with range values shows the range filter holding them', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ created_at_gte: '2025-01-01', created_at_lte: '2025-12-31' }),
    );
    await renderApp(`/customer?filter=${filter}`);
    const group = await screen.findByTestId('date-range-created_at', {}, T);
    expect(within(group).getByLabelText('Created at From')).toHaveValue('2025-01-01');
  });
});
