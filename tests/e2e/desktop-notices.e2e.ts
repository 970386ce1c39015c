import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAt, PLAIN_SCREEN, waitForNotification } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors } from '../support/e2e/browser';

/**
 * Issue 45 point 4: desktop notifications for real, in Chromium (demo build). A notice pushed over
 * the live socket that is not a need_online type shows on the desktop when the user granted it
 * (S10), its click opening what it is about; refused, the app says so (E13) and shows the notice in
 * the page instead. The page's `Notification` is watched (each one created is recorded with its
 * title and body, and kept so the test can click it as the desktop would).
 */
const browser = browserPerFile();

interface Shown {
  title: string;
  body: string;
}

/** Records every desktop notification the page creates (`window.__shown`), the real one still made. */
function watchNotifications() {
  const Real = window.Notification;
  const shown: { title: string; body: string; notification: Notification }[] = [];
  class Watched extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '', notification: this });
    }
  }
  Object.defineProperty(Watched, 'permission', { get: () => Real.permission });
  Object.defineProperty(Watched, 'requestPermission', { value: Real.requestPermission.bind(Real) });
  Object.defineProperty(window, 'Notification', { value: Watched, configurable: true, writable: true });
  Object.defineProperty(window, '__shown', { value: shown });
}

const shownOn = (page: Page) =>
  page.evaluate(() =>
    (Reflect.get(window, '__shown') as { title: string; body: string }[]).map(({ title, body }): Shown => ({
      title,
      body,
    })),
  );

/** The account menu's demo entry "new-customer notice": the demo pushes it over the live socket. */
async function pushNewCustomer(page: Page, account: string): Promise<void> {
  await page.getByRole('button', { name: account, exact: true }).click();
  const done = page.waitForResponse((r) => r.url().endsWith('/__demo/simulate') && r.ok());
  await page.getByTestId('simulate-notice').click();
  await done;
}

/**
 * Pushes the notice until `delivered` holds (at most three pushes, 5 s apart): a push reaches the
 * sockets open at that moment, and on a busy machine the page's live socket may still be connecting
 * just after the login. The page's handling of a delivered notice is what the tests look at.
 */
async function pushUntilDelivered(page: Page, account: string, delivered: () => Promise<boolean>) {
  for (let push = 0; push < 3; push += 1) {
    await pushNewCustomer(page, account);
    const arrived = await expect
      .poll(delivered, { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (arrived) return;
    await page.keyboard.press('Escape');
  }
  throw new Error('no pushed notice reached the page');
}

describe('desktop notifications (issue 45 point 4, demo build)', () => {
  it('[S10] granted: a new-customer notice is a desktop notification whose click opens the customer (en-US)', async () => {
    const app = await browser.open({ locale: 'en-US', fresh: true });
    const { page, context } = app;
    await context.grantPermissions(['notifications'], { origin: new URL(appUrl()).origin });
    await context.addInitScript(watchNotifications);
    await loginAt(page, 'admin', PLAIN_SCREEN);
    await pushUntilDelivered(page, 'account', async () => (await shownOn(page)).length > 0);
    const [shown] = await shownOn(page);
    expect(shown.title).toBe('new customer');
    expect(shown.body).toMatch(/^new customer .+ \(No\. .*\) was assigned to you$/);
    // Nothing in the page: the notice went to the desktop.
    expect(await page.locator('.MuiSnackbar-root').filter({ hasText: 'new customer' }).count()).toBe(0);
    // A click on it (as the desktop delivers it) opens the customer's detail page.
    await page.evaluate(() => {
      const [first] = Reflect.get(window, '__shown') as { notification: Notification }[];
      first.notification.dispatchEvent(new Event('click'));
    });
    await page.waitForURL(/\/customer\/detail\?id=\d+/);
    expectNoConsoleErrors(app);
  });

  it('[S10][E13] refused: the app says notices cannot show on the desktop and shows the notice in the page (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', fresh: true });
    const { page, context } = app;
    await context.addInitScript(watchNotifications);
    await loginAt(page, 'admin', PLAIN_SCREEN);
    // Chromium answers the permission request with "denied" when the context does not grant it.
    const refusal = page.getByText('您拒绝了通知授权，无法在桌面显示通知');
    await pushUntilDelivered(page, '账户', () => refusal.first().isVisible());
    await waitForNotification(page, '您拒绝了通知授权，无法在桌面显示通知', 15_000);
    await waitForNotification(page, '新客户: 新客户', 15_000);
    expect(await shownOn(page)).toEqual([]);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expectNoConsoleErrors(app);
  });
});
