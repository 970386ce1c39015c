import { describe, expect, it } from 'vitest';
import { appUrl, isLoginPage, loginAt, openLoginPage } from '../support/e2e/app';
import {
  expectNoConsoleErrors,
  failedResource,
  screenshot,
  browserPerFile,
  waitForText,
} from '../support/e2e/browser';

const browser = browserPerFile();

describe('session errors', () => {
  it('[E02] a stale token: the 401 answer shows "401" and "login expired", then the login page', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await openLoginPage(page);
    await page.evaluate(() => localStorage.setItem('Access-Token', 'Bearer stale'));
    await page.goto(appUrl('customer'));

    const notice = await waitForText(page, /(401.*login expired|login expired.*401)/i);
    expect(await notice.innerText()).toContain('401');
    await screenshot(page, 'stale-token-401');
    await page.waitForURL((url) => isLoginPage(url));
    await page.locator('input[name="username"]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
    expectNoConsoleErrors(app, [failedResource(401)]);
  });

  it('[E03][V23] sales typing the store URL by hand gets the 403 page', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await loginAt(page, 'sales', 'store');
    await page.locator('[data-testid="page-403"]').waitFor({ state: 'visible' });
    expect(await page.locator('table tbody tr').count()).toBe(0);
    await screenshot(page, 'sales-store-403');
    expectNoConsoleErrors(app, [failedResource(403)]);
  });
});
