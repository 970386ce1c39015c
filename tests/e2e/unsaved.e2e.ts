import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isLoginPage, loginAt } from '../support/e2e/app';
import {
  browserPerFile,
  expectNoConsoleErrors,
  failedResource,
  screenshot,
  waitForText,
} from '../support/e2e/browser';

/**
 * Issue 9, point 1 and its "done when": unsaved work is never dropped. A dirty form asks before its
 * tab closes; a 401 in the middle of typing (E02) ends, after logging in again, on the same form
 * with the typed values offered back.
 */
const browser = browserPerFile();

/** E02: the page reloads 1.5 s after the 401 (spec §8). */
const E02_RELOAD_DELAY_MS = 1500;
const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
const nameInput = (page: Page) => page.locator('input[name="name"]');

/** Logs in on the store form and types a name. */
async function typeInStoreForm(page: Page, name: string): Promise<void> {
  await loginAt(page, 'admin', 'store/create');
  await nameInput(page).waitFor({ state: 'visible' });
  await nameInput(page).fill(name);
}

describe('unsaved work (issue 9)', () => {
  it('closing the tab of a dirty form asks first: "cancel" keeps the form and its value, "ok" closes it', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await typeInStoreForm(page, 'Half-typed store');
    const tab = page.locator('[role="tab"][data-path="/store/create"]');
    await tab.waitFor({ state: 'visible' });

    // One handler for every confirm, answering as `answer` says (a dialog nobody handles would be
    // dismissed by Playwright without being counted).
    const asked: string[] = [];
    let answer: 'dismiss' | 'accept' = 'dismiss';
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
    await tab.locator('[data-testid="tab-close"]').click();
    await expect.poll(() => asked).toEqual([UNSAVED]);
    expect(new URL(page.url()).pathname).toMatch(/\/store\/create$/);
    expect(await nameInput(page).inputValue()).toBe('Half-typed store');

    answer = 'accept';
    await tab.locator('[data-testid="tab-close"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/store/create'));
    // Right after "cancel", the second attempt asks again (react-admin's own guard stayed blocked
    // without asking when the two came in one router commit).
    expect(asked).toEqual([UNSAVED, UNSAVED]);
    await expect.poll(() => tab.count()).toBe(0);
    expectNoConsoleErrors(app);
  });

  it('[E02] a 401 while typing: after logging in again the same form offers the typed values back', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await typeInStoreForm(page, 'Store typed before the 401');
    await page.locator('[name="manager"]').fill('Han Meimei');
    // The session ends on the server's side: the next request is answered 401.
    await page.evaluate(() => localStorage.setItem('Access-Token', 'Bearer expired'));
    await page.locator('button[type="submit"]').click();
    await waitForText(page, /(401.*login expired|login expired.*401)/i);
    await page.waitForURL((url) => isLoginPage(url));

    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('demo123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/store/create'));
    const offer = page.getByRole('dialog', { name: 'Restore unsaved changes?' });
    await offer.waitFor({ state: 'visible' });
    await screenshot(page, 'drafts-restore-offer');
    // Anything that loads the document again from here on would drop the restored values.
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads.push(request.url());
    });
    await offer.getByRole('button', { name: 'Restore' }).click();
    // Both values are back (restored together).
    const values = () =>
      Promise.all([nameInput(page).inputValue(), page.locator('[name="manager"]').inputValue()]);
    await expect.poll(values).toEqual(['Store typed before the 401', 'Han Meimei']);
    // And they stay: E02's reload, due 1.5 s after the 401, is cancelled by signing in before it (a
    // fast login used to be followed by that reload, which wiped the restored form). Nothing to wait
    // for but the time that reload would have needed.
    await page.waitForTimeout(E02_RELOAD_DELAY_MS + 500);
    expect(reloads).toEqual([]);
    expect(await values()).toEqual(['Store typed before the 401', 'Han Meimei']);
    expectNoConsoleErrors(app, [failedResource(401)]);
  });
});
