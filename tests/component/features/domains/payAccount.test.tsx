import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../../../src/mocks/sensitive';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { SLOW, T } from '../../../support/domains';

// Issue 16 point 8: payment accounts keep their API key secret — no list or detail answer carries
// it, the screens show it masked, and saving the form without touching it keeps the stored one.

const { server, db } = setupDemoServer({ customerCount: 5 });
const PATH = '/plugin/love/admin/pay-account';

/** Every answer of the payment-account calls, as text. */
const answers: string[] = [];
server.events.on('response:mocked', ({ request, response }) => {
  if (!new URL(request.url).pathname.startsWith(PATH)) return;
  void response
    .clone()
    .text()
    .then((body) => answers.push(body));
});

const account = () => db.list('pay-account')[0];

describe('payment accounts: the API key stays secret', () => {
  it(
    'the list and the detail page never receive the API key; the detail shows it masked',
    async () => {
      const secret = String(account().api_key);
      expect(secret).not.toBe(SECRET_MASK);
      await loginAs('admin');
      const list = await renderApp('/pay-account');
      await screen.findByText(String(account().name), {}, T);
      list.unmount();
      await renderApp(`/pay-account/${account().id}/show`);
      await screen.findByText(String(account().mch_id), {}, T);
      expect(screen.getByText(SECRET_MASK)).toBeInTheDocument();
      await waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(2));
      for (const body of answers) expect(body).not.toContain(secret);
      expect(answers.some((body) => body.includes(SECRET_MASK))).toBe(true);
      expect(screen.queryByText(secret)).toBeNull();
    },
    SLOW,
  );

  it(
    'saving the form with the key untouched keeps the stored key',
    async () => {
      const before = account();
      await loginAs('admin');
      await renderApp(`/pay-account/${before.id}`);
      const name = await screen.findByDisplayValue(String(before.name), {}, T);
      const key = document.querySelector<HTMLInputElement>('input[name="api_key"]');
      expect(key?.type).toBe('password');
      expect(key?.value).toBe(SECRET_MASK);
      fireEvent.change(name, { target: { value: '总店微信支付' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(db.get('pay-account', before.id)?.name).toBe('总店微信支付'), T);
      expect(db.get('pay-account', before.id)?.api_key).toBe(before.api_key);
    },
    SLOW,
  );
});
