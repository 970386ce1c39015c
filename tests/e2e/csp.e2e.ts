import { describe, expect, it } from 'vitest';
import { appUrl, login, tableRows } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors } from '../support/e2e/browser';

// Issue 9, point 6: the demo build carries its Content-Security-Policy (deploy/csp.mjs) as a <meta>,
// and the app works under it: logging in (the msw service worker), a list with its avatars and
// the watermark (data: images), a detail page — without one violation of the policy.

const browser = browserPerFile();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

describe('Content-Security-Policy of the demo build', () => {
  it('is in index.html and nothing the app does while logging in and opening a list violates it', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await app.context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await login(page, 'admin');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("object-src 'none'");

    await page.goto(appUrl('customer'));
    await tableRows(page).first().waitFor({ state: 'visible' });
    await page.goto(appUrl('store/1/show'));
    await page.locator('.RaShow-main .RaLabeled-label').first().waitFor({ state: 'visible' });

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    // Chromium also logs every refused load or eval as a console error.
    expectNoConsoleErrors(app);
  });

  it('refuses an inline script, as the policy says', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await page.goto(appUrl('login'));
    // An allowed script runs as it is appended; the violation event comes after a refused one.
    const refused = await page.evaluate(
      () =>
        new Promise<{ directive: string; ran: boolean }>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve({ directive: event.violatedDirective, ran: 'cspProbe' in window }),
            { once: true },
          );
          const script = document.createElement('script');
          script.textContent = 'window.cspProbe = true;';
          document.head.append(script);
        }),
    );
    expect(refused).toEqual({ directive: 'script-src-elem', ran: false });
    expectNoConsoleErrors(app, [/Content Security Policy/]);
  });
});
