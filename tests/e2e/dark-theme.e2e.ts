import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAt, openLoginPage, tableRows } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, type AppPage, type Locale } from '../support/e2e/browser';

// Issue 45, point 2: the dark variant of the "blind" theme passes axe (contrast included) on the
// login page, a list, a form showing its errors, the customer detail, the rich-text editor, the
// dashboard and the call dialog, in both languages. The login page (no user yet) follows the
// system's scheme; signed in, the user chooses "Dark" in the settings drawer, and the choice
// survives a reload.

const browser = browserPerFile({ reuse: true });

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
const ACCOUNT: Readonly<Record<Locale, string>> = { 'en-US': 'account', 'zh-CN': '账户' };
const SETTINGS: Readonly<Record<Locale, { open: string; dark: string }>> = {
  'en-US': { open: 'Interface settings', dark: 'Dark' },
  'zh-CN': { open: '界面设置', dark: '深色' },
};
const DASHBOARD_WIDGETS = ['stats', 'ranking', 'sell-week', 'todo', 'calendar', 'summary'] as const;

/** A page of the file (axe is injected: the CSP is bypassed) whose system asks for `scheme`. */
async function openIn(locale: Locale, scheme: 'dark' | 'light' = 'dark'): Promise<AppPage> {
  const app = await browser.open({ locale, bypassCSP: true });
  await app.page.emulateMedia({ colorScheme: scheme });
  return app;
}

/**
 * The relative luminance (WCAG) of an element's colour (its background unless told), 0 (black) to
 * 1 (white).
 */
function luminance(
  element: Locator,
  property: 'backgroundColor' | 'fill' = 'backgroundColor',
): Promise<number> {
  return element.evaluate((el, name) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(el)[name].match(/[\d.]+/g) ?? []).map(Number);
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }, property);
}

/** Asserts that the page is drawn dark: its body and the first `surface` (a card, a table). */
async function expectDark(page: Page, surface: string): Promise<void> {
  expect(await luminance(page.locator('body'))).toBeLessThan(0.05);
  expect(await luminance(page.locator(surface).first())).toBeLessThan(0.05);
}

/**
 * Waits until no skeleton is left on the page: what axe checks is the screen's final look. (Not
 * on the customer list, whose filter panel draws its sections below the fold as still skeletons.)
 */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.MuiSkeleton-root').count()).toBe(0);
}

describe.each(LOCALES)('the dark theme in %s', (locale) => {
  it('the login page follows the system colour scheme at once and has no serious or critical violation in dark', async () => {
    const app = await openIn(locale, 'light');
    const { page } = app;
    await openLoginPage(page);
    expect(await luminance(page.locator('.MuiCard-root'))).toBeGreaterThan(0.9);
    // The system switching to dark: the page follows without a reload (a media query).
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectDark(page, '.MuiCard-root');
    await expectNoSeriousViolations(page, `dark login (${locale})`);
    // Both schemes are one set of styles naming CSS variables, compiled into index.html: the
    // browser compiles none (tests/e2e/login.e2e.ts checks the light page alone).
    await page.getByTestId('demo-accounts').waitFor();
    await page.locator('input[name="username"]:focus').waitFor();
    const compiledAtRunTime = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ),
    );
    expect(compiledAtRunTime).toEqual([]);
    expectNoConsoleErrors(app);
  });

  it('a list, a form with errors, the customer detail, the dashboard and the call dialog have none', async () => {
    const app = await openIn(locale, 'light');
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await tableRows(page).first().waitFor({ state: 'visible' });
    expect(await luminance(page.locator('body'))).toBeGreaterThan(0.8);
    // The user picks the dark theme in the settings drawer; it applies at once and survives a reload.
    await page.locator('header').getByRole('button', { name: SETTINGS[locale].open, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: SETTINGS[locale].open });
    await drawer.getByRole('button', { name: SETTINGS[locale].dark, exact: true }).click();
    await expect.poll(() => luminance(page.locator('body'))).toBeLessThan(0.05);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.reload();
    await tableRows(page).first().waitFor({ state: 'visible' });
    await expectDark(page, '.RaList-content');
    await expectNoSeriousViolations(page, `dark customer list (${locale})`, REACT_ADMIN_INTERNALS);

    await page.goto(appUrl('store/create'));
    const name = page.locator('input[name="name"]');
    await name.fill('x');
    await name.fill('');
    await page.locator('button[type="submit"]').click();
    await page.locator('p.MuiFormHelperText-root.Mui-error').first().waitFor({ state: 'visible' });
    await expectNoSeriousViolations(page, `dark store create with errors (${locale})`, REACT_ADMIN_INTERNALS);

    await page.goto(appUrl('customer/detail?id=1'));
    await page.getByTestId('customer-header-card').getByTestId('customer-name').waitFor();
    await page.getByTestId('profile-basic').waitFor();
    await settled(page);
    await expectDark(page, '[data-testid="customer-header-card"]');
    await expectNoSeriousViolations(page, `dark customer detail (${locale})`, REACT_ADMIN_INTERNALS);

    // The rich-text editor (a contract template's terms) draws its page on the dark paper.
    await page.goto(appUrl('contract-config/1'));
    const editor = page.locator('.RaRichTextInput-editorContent .ProseMirror');
    await editor.waitFor({ state: 'visible' });
    await settled(page);
    expect(await luminance(editor)).toBeLessThan(0.05);
    await expectNoSeriousViolations(page, `dark rich-text editor (${locale})`, REACT_ADMIN_INTERNALS);

    await page.goto(appUrl(''));
    for (const widget of DASHBOARD_WIDGETS)
      await page.locator(`[data-testid="dashboard-${widget}"][data-state="ready"]`).waitFor();
    // The chart's day labels are drawn in the theme's text colour: light on the dark card.
    const dayLabel = page.locator('[data-testid="sell-week-chart"] svg text', { hasText: /^\d{2}-\d{2}$/ });
    expect(await luminance(dayLabel.first(), 'fill')).toBeGreaterThan(0.5);
    await expectNoSeriousViolations(page, `dark dashboard (${locale})`, REACT_ADMIN_INTERNALS);

    // An incoming call from the demo socket: the ringing popup, then hung up with a gender.
    await page.getByRole('button', { name: ACCOUNT[locale], exact: true }).click();
    const pushed = page.waitForResponse((r) => r.url().endsWith('/__demo/simulate') && r.ok());
    await page.getByTestId('simulate-incoming').click();
    await pushed;
    const dialog = page.getByTestId('call-dialog');
    await dialog.getByRole('radiogroup').waitFor({ state: 'visible' });
    await expectDark(page, '[data-testid="call-dialog"] .MuiDialog-paper');
    await expectNoSeriousViolations(page, `dark call dialog (${locale})`, REACT_ADMIN_INTERNALS);
    await dialog.getByRole('radio').first().check();
    await dialog.locator('.MuiButton-containedError').click();
    await page.getByTestId('call-message').getByRole('button').click();
    await dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });
});
