import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missedCallsPath } from '../../../../src/features/notices/HeaderBanners';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 42 point 2: the missed-call banner counts the unhandled missed calls; its link opens the
// call list filtered to them (the filter shown and removable); ignoring the last one hides it.

const { db } = setupDemoServer({ customerCount: 6 });

afterEach(() => vi.unstubAllGlobals());

/** A WebSocket stand-in the test opens and speaks through (the app's live connection). */
class FakeSocket {
  static last: FakeSocket | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}
const SALES_WORKER = 2;

/** Two missed calls of the salesperson's, not handled yet (and none other of its own). */
function seedMissedCalls(): number[] {
  for (const c of db.list('worker-call'))
    if (c.worker_id === SALES_WORKER && c.handle_state === 0)
      db.replace('worker-call', { ...c, handle_state: 2 });
  const customer = db.list('customer')[0];
  return [1, 2].map(
    (n) =>
      db.create('worker-call', {
        type: 1,
        state: 3,
        status_name: '未接听',
        handle_state: 0,
        from_phone: String(customer.phone),
        to_phone: '02154321888',
        customer_id: customer.id,
        worker_id: SALES_WORKER,
        duration: 0,
        created_at: `2026-11-2${n} 10:00:00`,
      }).id,
  );
}

describe('[S21] the missed-call banner follows the unhandled missed calls', () => {
  it('links to its own filter: the user’s worker for a salesperson, none for an administrator', () => {
    const decode = (path: string) => JSON.parse(new URLSearchParams(path.split('?')[1]).get('filter') ?? '');
    expect(missedCallsPath({ isAdmin: false, workerId: 2 })).toMatch(/^\/worker-call\?filter=/);
    expect(decode(missedCallsPath({ isAdmin: false, workerId: 2 }))).toEqual({
      handle_state: 0,
      worker_id: 2,
    });
    expect(decode(missedCallsPath({ isAdmin: true, workerId: 1 }))).toEqual({ handle_state: 0 });
  });

  it(
    'opens the call list on the unhandled missed calls; ignoring both hides the banner; the filter can be removed',
    async () => {
      const ids = seedMissedCalls();
      await loginAs('sales');
      const { router } = await renderApp('/');
      const banner = await screen.findByTestId('missed-call-banner', undefined, APP_WAIT);
      expect(banner.textContent).toBe('you have 2 incoming calls unanswered, click to handle');
      fireEvent.click(banner);
      await waitFor(() => expect(router.state.location.pathname).toBe('/worker-call'));
      const filter = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');
      expect(filter).toEqual({ handle_state: 0, worker_id: SALES_WORKER });

      // The filter is shown (with its value) and removable; the rows are the two calls.
      await screen.findByLabelText('Missed call handling', undefined, APP_WAIT);
      // The list keeps the address the banner opened (the route the layout-header e2e test waits for).
      expect(router.state.location.search).toBe(
        `?filter=${encodeURIComponent(JSON.stringify({ handle_state: 0, worker_id: SALES_WORKER }))}`,
      );
      // The worker filter offers the salesperson its own worker (it may not list the workers).
      expect(screen.getByLabelText('Worker').textContent).toContain('王芳');
      const ignores = await screen.findAllByTestId('missed-call-ignore', undefined, APP_WAIT);
      expect(ignores).toHaveLength(2);

      fireEvent.click(ignores[0]);
      await screen.findByText('Missed call ignored', undefined, APP_WAIT);
      await waitFor(() => expect(screen.getAllByTestId('missed-call-ignore')).toHaveLength(1), APP_WAIT);
      await waitFor(
        () =>
          expect(screen.getByTestId('missed-call-banner').textContent).toBe(
            'you have 1 incoming calls unanswered, click to handle',
          ),
        APP_WAIT,
      );
      fireEvent.click(screen.getByTestId('missed-call-ignore'));
      await waitFor(() => expect(screen.queryByTestId('missed-call-banner')).toBeNull(), APP_WAIT);
      expect(ids.map((id) => db.get('worker-call', id)?.handle_state)).toEqual([2, 2]);

      const remove = document.querySelector<HTMLElement>('[data-key="handle_state"]');
      expect(remove).not.toBeNull();
      if (remove) fireEvent.click(remove);
      await waitFor(() => {
        const after = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');
        expect(after).toEqual({ worker_id: SALES_WORKER });
      }, APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    '[S10] the missed-call dialog’s “ignore” handles the pushed missed call: the banner goes',
    async () => {
      vi.stubGlobal('WebSocket', FakeSocket);
      const [id, other] = seedMissedCalls();
      db.replace('worker-call', { ...db.get('worker-call', other)!, handle_state: 2 });
      await loginAs('sales');
      await renderApp('/');
      await screen.findByTestId('missed-call-banner', undefined, APP_WAIT);
      // The server pushes the missed call over the live socket (callInNoAnswer).
      await waitFor(() => expect(FakeSocket.last?.onmessage).toBeTypeOf('function'), APP_WAIT);
      const socket = FakeSocket.last!;
      socket.readyState = 1;
      socket.onopen?.();
      socket.onmessage?.({
        data: JSON.stringify({ request_id: 1, method: 'callInNoAnswer', arguments: { call_id: id } }),
      });
      const dialog = await screen.findByTestId('call-dialog', undefined, APP_WAIT);
      await waitFor(() => expect(dialog).toHaveAttribute('data-mode', 'missed'), APP_WAIT);
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Ignore' }, APP_WAIT));
      await waitFor(() => expect(screen.queryByTestId('call-dialog')).toBeNull(), APP_WAIT);
      expect(db.get('worker-call', id)?.handle_state).toBe(2);
      await waitFor(() => expect(screen.queryByTestId('missed-call-banner')).toBeNull(), APP_WAIT);
    },
    APP_TEST_MS,
  );
});
