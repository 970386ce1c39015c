import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { financeOf } from '../../../../src/mocks/bespoke/finance';
import { paidRecharges } from '../../../../src/mocks/recharge';
import { call } from '../../../support/demoClient';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

const { db, server } = setupDemoServer({ customerCount: 10 });

const RECHARGE = 'http://localhost/plugin/qianfan/admin/finance/recharge';

/** The blank window the recharge opens in the click, as far as the app uses it. */
function fakeWindow() {
  const win = {
    opener: {} as unknown,
    close: vi.fn(),
    location: { replace: vi.fn<(url: string) => void>() },
    document: document.implementation.createHTMLDocument(''),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return { win, open };
}

/** The ticket the payment window was sent to (the browser demo's payment page, ticket in the fragment). */
async function sentTicket(win: ReturnType<typeof fakeWindow>['win']): Promise<string> {
  await waitFor(() => expect(win.location.replace).toHaveBeenCalled(), APP_WAIT);
  const url = String(win.location.replace.mock.calls[0]?.[0]);
  expect(url).toMatch(/\/finance\/pay#ticket=[0-9a-f]+$/);
  return url.split('#ticket=')[1] ?? '';
}

/** The payment window's posts, as the browser sends them: the ticket, then pay. */
async function payWithTicket(ticket: string): Promise<void> {
  const form = (fields: Record<string, string>) =>
    fetch(RECHARGE, { method: 'POST', body: new URLSearchParams(fields) }).then((r) => r.text());
  const order = /name="order" value="([0-9a-f]+)"/.exec(await form({ ticket }))?.[1] ?? '';
  expect(await form({ order, action: 'pay' })).toContain('data-state="paid"');
}

const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function ticketOf(body: Record<string, unknown>, lang: 'zh_CN' | 'en') {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY) ?? '';
  const res = await call<{ data: { ticket: string } }>('/plugin/qianfan/admin/finance/recharge/ticket', {
    method: 'POST',
    token,
    lang,
    body: { store_id: 1, ...body },
  });
  return res.body.data.ticket;
}

describe('recharge (issue 42)', { timeout: APP_TEST_MS }, () => {
  it('[V04] the cash recharge sends its new window a single-use ticket, no token; once paid, the drawer shows the new balance when the app is back in view', async () => {
    await loginAs('admin');
    await renderApp('/store');
    const { win, open } = fakeWindow();
    fireEvent.click(await screen.findByRole('button', { name: 'finance' }, APP_WAIT));
    const drawer = await screen.findByTestId('finance-drawer');
    const before = yuan((await within(drawer).findByTestId('finance-balance', {}, APP_WAIT)).textContent);
    const readAt = new Date();
    fireEvent.click(within(drawer).getByTestId('finance-recharge'));
    fireEvent.change(await screen.findByTestId('recharge-amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    const ticket = await sentTicket(win);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(ticket).not.toContain(localStorage.getItem(ACCESS_TOKEN_KEY));
    await waitFor(() => expect(screen.queryByTestId('recharge-form')).toBeNull());
    await payWithTicket(ticket);
    // Back in the app's window: the balance is asked again. The demo balance also moves a little
    // every minute (and jumps back every four hours), so that drift is taken out of the difference.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => {
      const drift = financeOf(1).balance - financeOf(1, readAt).balance;
      const raised = yuan(within(drawer).getByTestId('finance-balance').textContent) - before - drift;
      expect(raised).toBeGreaterThan(498);
      expect(raised).toBeLessThan(502);
    }, APP_WAIT);
  });

  it('a ticket the server refuses closes the blank window and says why', async () => {
    await loginAs('admin');
    await renderApp('/store');
    const { win } = fakeWindow();
    fireEvent.click(await screen.findByRole('button', { name: 'finance' }, APP_WAIT));
    fireEvent.click(await screen.findByTestId('finance-recharge', {}, APP_WAIT));
    server.use(
      http.post('*/plugin/qianfan/admin/finance/recharge/ticket', () =>
        HttpResponse.json({ code: 422, text: 'The request data is not valid' }, { status: 422 }),
      ),
    );
    fireEvent.change(await screen.findByTestId('recharge-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(win.close).toHaveBeenCalled(), { timeout: 5000 });
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(await screen.findByText('The request data is not valid')).toBeInTheDocument();
  });

  it('the SMS recharge opens the payment of the chosen package; paid, the bill view lists it', async () => {
    await loginAs('admin');
    const { router } = await renderApp('/dataLog/message/recharge?isRecharge=1');
    const { win } = fakeWindow();
    fireEvent.click(await screen.findByTestId('sms-package-3', {}, APP_WAIT));
    fireEvent.click(screen.getByTestId('sms-recharge-submit'));
    await payWithTicket(await sentTicket(win));
    await act(() => router.navigate('/dataLog/message/recharge?tab=1'));
    const [row] = await screen.findAllByTestId('recharge-bill-row', {}, APP_WAIT);
    expect(row).toHaveTextContent('SMS');
    expect(row).toHaveTextContent('¥520.00');
    expect(row).toHaveTextContent('10,000');
  });

  it('the browser demo payment page (zh-CN): the amount, pay; the recharge is paid and the ticket leaves the address', async () => {
    await loginAs('admin');
    const ticket = await ticketOf({ type: 'cash', amount: 300 }, 'zh_CN');
    const paid = paidRecharges(db, 1).length;
    const { router } = await renderApp(`/finance/pay#ticket=${ticket}`, undefined, undefined, 'zh-CN');
    expect(await screen.findByTestId('payment-amount', {}, APP_WAIT)).toHaveTextContent('¥300.00');
    expect(screen.getByRole('heading', { name: '现金余额充值' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付成功', {}, APP_WAIT)).toBeInTheDocument();
    expect(paidRecharges(db, 1)).toHaveLength(paid + 1);
  });

  it('the browser demo payment page (en): cancel changes nothing; the spent ticket then opens an error page', async () => {
    await loginAs('admin');
    const ticket = await ticketOf({ type: 'cash', amount: 200 }, 'en');
    const paid = paidRecharges(db, 1).length;
    const first = await renderApp(`/finance/pay#ticket=${ticket}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, APP_WAIT));
    expect(await screen.findByText('Payment cancelled', {}, APP_WAIT)).toBeInTheDocument();
    expect(paidRecharges(db, 1)).toHaveLength(paid);
    first.unmount();
    await renderApp(`/finance/pay#ticket=${ticket}`);
    expect(await screen.findByText(/already been used/, {}, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
