import { describe, expect, it } from 'vitest';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';
import { loginWithPassword } from '../support/e2e/chromium.mjs';
import { apiDeployment } from '../support/e2e/deployment';
import { jsonAs } from '../support/e2e/apiBuild';

/**
 * Issue 42 point 3 "done when": on the API build (nginx in front of the HTTP demo server), a
 * salesperson — who may open customers but not read their phone numbers — types a seeded
 * customer's full phone number in the header search: the customer's detail page opens with the
 * phone masked, and the search is in the key-record log.
 */
const browser = browserPerFile();
const VIEWPORT = { width: 1366, height: 768 };
const LOVE = '/plugin/love/admin';
/** The sales demo account's worker. */
const SALES_WORKER = 2;

interface Customer {
  id: number;
  name: string;
  phone?: string;
}

/** A seeded customer whose phone no other customer has, with that phone in full (read as the admin). */
async function customerWithOwnPhone(): Promise<Customer & { phone: string }> {
  const list = await jsonAs<{ data: Customer[] }>('admin', `${LOVE}/customer?per_page=20`);
  for (const { id } of list.data) {
    const { data } = await jsonAs<{ data: Customer }>('admin', `${LOVE}/customer/${id}`);
    if (!data.phone || !/^1\d{10}$/.test(data.phone)) continue;
    const same = await jsonAs<{ meta: { total: number } }>('admin', `${LOVE}/customer?keyword=${data.phone}`);
    if (same.meta.total === 1) return { ...data, phone: data.phone };
  }
  throw new Error('no seeded customer with a phone of its own among the first 20');
}

/** The phone searches of the sales account recorded for a customer. */
async function salesPhoneSearches(customerId: number): Promise<number> {
  const { data } = await jsonAs<{ data: { type: string; worker_id: number }[] }>(
    'admin',
    `${LOVE}/customer-key-record?customer_id=${customerId}&per_page=100`,
  );
  return data.filter((r) => r.type === 'phone_search' && r.worker_id === SALES_WORKER).length;
}

describe('header search by phone number (the API build)', () => {
  for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
    it(`a salesperson's search by a customer's full phone opens the customer with the phone masked, and is recorded (${locale})`, async () => {
      const customer = await customerWithOwnPhone();
      const recorded = await salesPhoneSearches(customer.id);
      const deployment = apiDeployment();
      const app = await browser.open({ locale, viewport: VIEWPORT, fresh: true });
      const { page } = app;
      await loginWithPassword(page, deployment.crossOriginURL, 'sales', 'demo123');

      const search = page.getByTestId('header-search');
      await search.fill(customer.phone);
      await search.press('Enter');
      await page.waitForURL(
        (url) =>
          url.pathname.endsWith('/customer/detail') && url.searchParams.get('id') === String(customer.id),
      );
      const masked = `${customer.phone.slice(0, 3)}****${customer.phone.slice(-4)}`;
      await page.getByTestId('customer-phone').getByText(masked).waitFor({ state: 'visible' });
      await page.getByText(customer.name, { exact: true }).first().waitFor({ state: 'visible' });
      // The search box is emptied; the full number is nowhere on the page.
      expect(await search.inputValue()).toBe('');
      expect(await page.locator('body').innerText()).not.toContain(customer.phone);
      expect(await salesPhoneSearches(customer.id)).toBe(recorded + 1);
      await screenshot(page, `phone-search-sales-${locale}`);
      expectNoConsoleErrors(app);
    });
  }
});
