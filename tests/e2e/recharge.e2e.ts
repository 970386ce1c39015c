import { describe, expect, it } from 'vitest';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';
import { apiDeployment } from '../support/e2e/deployment';
import { openAs } from '../support/e2e/apiBuild';

/**
 * Issue 42 "done when": a paid recharge raises the balance in the finance drawer, on the API build
 * (the HTTP demo server answers the recharge's form post with its payment page).
 */
const browser = browserPerFile();

/** The store's paid recharges as the demo server holds them now (read as the admin). */
async function bill(): Promise<{ amount: number; type: string }[]> {
  const api = apiDeployment().demoServerURL;
  const login = await fetch(`${api}/plugin/love/admin/login/by-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo123' }),
  });
  const { Authorization } = (await login.json()) as { Authorization: string };
  const answer = await fetch(`${api}/plugin/qianfan/admin/finance/bill?store_id=1`, {
    headers: { Authorization },
  });
  return ((await answer.json()) as { data: { amount: number; type: string }[] }).data;
}

const TEXTS: Readonly<Record<Locale, { title: string; pay: string; paid: string }>> = {
  'en-US': { title: 'Cash balance recharge', pay: 'Pay', paid: 'Payment received' },
  'zh-CN': { title: '现金余额充值', pay: '确认支付', paid: '支付成功' },
};

const yuan = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('recharge (the API build)', () => {
  for (const [locale, amount] of [
    ['zh-CN', 500],
    ['en-US', 1200],
  ] as const) {
    const t = TEXTS[locale];
    it(`[V04] a paid recharge raises the balance in the finance drawer; the form post carries a ticket, no token (${locale})`, async () => {
      const app = await openAs(browser, locale, 'admin', 'store');
      const { page, context } = app;
      await page.getByTestId('header-finance').click();
      const balance = page.getByTestId('finance-balance');
      await balance.waitFor({ state: 'visible' });
      const before = yuan(await balance.innerText());
      const rows = (await bill()).length;

      await page.getByTestId('finance-recharge').click();
      await page.getByTestId('recharge-amount').fill(String(amount));
      const posted = context.waitForEvent(
        'request',
        (r) => r.method() === 'POST' && r.url().endsWith('/plugin/qianfan/admin/finance/recharge'),
      );
      const popup = context.waitForEvent('page');
      await page.getByTestId('recharge-submit').click();
      const fields = new URLSearchParams((await posted).postData() ?? '');
      expect([...fields.keys()]).toEqual(['ticket']);
      expect(fields.get('ticket')).toMatch(/^[0-9a-f]{48}$/);

      // The payment page of the demo server, in the user's language, styled by its nonce alone.
      const payment = await popup;
      await payment.getByRole('heading', { name: t.title }).waitFor({ state: 'visible' });
      expect(await payment.getByTestId('payment-amount').innerText()).toBe(
        `¥${amount.toLocaleString('en-US')}.00`,
      );
      expect(await payment.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).toBe('420px');
      await screenshot(payment, `recharge-payment-${locale}`);
      await payment.getByRole('button', { name: t.pay }).click();
      await payment.getByRole('heading', { name: t.paid }).waitFor({ state: 'visible' });

      // Back in the app: the drawer, still open, shows the new balance (the balance is polled).
      await page.bringToFront();
      await page.waitForFunction(
        ([from, added]) => {
          const text = document.querySelector('[data-testid="finance-balance"]')?.textContent ?? '';
          const raised = Number(text.replace(/[^\d.]/g, '')) - from;
          // The seeded balance drifts by 1.25 yuan a minute: a few yuan of slack.
          return raised > added - 5 && raised < added + 5;
        },
        [before, amount] as const,
        { timeout: 30_000 },
      );
      await screenshot(page, `recharge-paid-drawer-${locale}`);
      const paid = await bill();
      expect(paid).toHaveLength(rows + 1);
      expect(paid[0]).toMatchObject({ type: 'cash', amount });
      expectNoConsoleErrors(app);
    });
  }
});
