import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPath, appUrl, loginAt, PLAIN_SCREEN } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// The tabs of the customer detail page (issue 11 point 2) on the demo API's histories.

const browser = browserPerFile({ reuse: true });

/** A customer with a full history (the demo seeds one for customers 1…60). */
const CUSTOMER = 18;
/** A member with contracts (the demo seeds them for the members among those customers). */
const MEMBER = 3;

/** What shows once each tab's records are there. */
const READY: Readonly<Record<string, string>> = {
  follow: '[data-testid="follow-item"]',
  service: '.table-customer-service-record tbody tr td',
  call: '[data-testid="call-item"]',
  remark: '[data-testid="remark-item"]',
  log: '.table-customer-action-log tbody tr td',
  question: '[data-testid="question-row"]',
  match: '.table-customer-interact tbody tr td',
};

const detailUrl = (query: string) => appUrl(`customer/detail?${query}`);

async function openTab(page: Page, key: string) {
  await page.getByTestId(`customer-tab-${key}`).click();
  const panel = page.getByTestId(`customer-tabpanel-${key}`);
  await panel.locator(READY[key]).first().waitFor({ state: 'visible' });
  await panel.getByTestId('tab-skeleton').waitFor({ state: 'detached' });
  return panel;
}

describe('customer detail tabs', () => {
  it('adding a follow-up shows it at the top of the timeline', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', `customer/detail?id=${CUSTOMER}&tab=follow&add=1`);
    const panel = page.getByTestId('customer-tabpanel-follow');
    const form = panel.getByTestId('follow-form');
    await form.waitFor({ state: 'visible' });
    await panel.getByTestId('follow-item').first().waitFor({ state: 'visible' });
    const note = `电话回访：客户确认周日下午见面 ${Date.now()}`;
    await form.getByTestId('follow-note').fill(note);
    await form.getByTestId('follow-save').click();
    await page.getByText('已添加跟进', { exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => panel.getByTestId('follow-content').first().innerText()).toBe(note);
    await screenshot(page, 'customer-detail-tabs-follow-added-zh-CN');
    // Still there after a reload: the demo API stored it.
    await page.goto(detailUrl(`id=${CUSTOMER}&tab=follow`));
    await expect.poll(() => panel.getByTestId('follow-content').first().innerText()).toBe(note);
    expectNoConsoleErrors(app);
  });

  it('the remark banner opens the customer with that remark visible and highlighted', async () => {
    // The seeded new remarks: a page an earlier test used may have read them.
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1366, height: 768 }, fresh: true });
    const { page } = app;
    await loginAt(page, 'admin', PLAIN_SCREEN);
    const banner = page.getByTestId('remark-banner');
    await banner.waitFor({ state: 'visible' });
    await banner.click();
    await page.waitForURL(
      (url) => url.pathname === appPath('customer/detail') && url.searchParams.has('remark_id'),
    );
    const remarkId = new URL(page.url()).searchParams.get('remark_id');
    const panel = page.getByTestId('customer-tabpanel-remark');
    const focused = panel.locator(`li[data-remark-id="${remarkId}"][aria-current="true"]`);
    await focused.waitFor({ state: 'visible' });
    await expect.poll(() => focused.locator('[data-highlighted="true"]').count()).toBe(1);
    // Scrolled into view: within the viewport.
    await expect
      .poll(async () => {
        const box = await focused.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 768;
      })
      .toBe(true);
    // It is on page 2 of the remarks (a dozen newer ones before it).
    expect(await panel.locator('[aria-current="page"]').innerText()).toBe('2');
    await screenshot(page, 'customer-detail-tabs-remark-focus-en-US');
    expectNoConsoleErrors(app);
  });

  it('"add service record" opens the generated form already for this customer', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', `customer/detail?id=${CUSTOMER}&tab=service`);
    await page.getByTestId('service-add').click();
    await page.waitForURL((url) => url.pathname === appPath('customer-service-record/create'));
    const customer = page.locator('form input[role="combobox"]').first();
    await customer.waitFor({ state: 'visible' });
    await expect.poll(() => customer.inputValue()).toMatch(/\S/);
    await screenshot(page, 'customer-detail-tabs-service-create-en-US');
    expectNoConsoleErrors(app);
  });

  it('a seeded contract opens for editing from the contracts tab, and a changed fee is saved (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', `customer/detail?id=${MEMBER}&tab=contract`);
    const panel = page.getByTestId('customer-tabpanel-contract');
    const edit = panel.getByRole('link', { name: /^编辑合同 / }).first();
    await edit.waitFor({ state: 'visible' });
    const no = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(
      /^编辑合同\s*/,
      '',
    );
    await edit.click();
    await page.waitForURL((url) => /\/contract\/\d+\/edit$/.test(url.pathname));
    const fee = page.getByRole('spinbutton', { name: /服务费用（元）/ });
    await fee.waitFor({ state: 'visible' });
    // An opened contract says its own number, and no "saved" banner before a save.
    await page.getByTestId('next-no').getByText(`合同编号：${no}`).waitFor({ state: 'visible' });
    expect(await page.getByTestId('contract-saved').count()).toBe(0);
    await fee.fill('12345');
    await page.getByRole('button', { name: '保存修改' }).click();
    await page.getByText(`合同 ${no} 已更新`, { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'contract-edit-saved-zh-CN');
    expectNoConsoleErrors(app);
  });

  it('the contracts tab lists a member’s contracts, counted in its label; Call dials the customer', async () => {
    for (const [locale, width, height] of [
      ['en-US', 1366, 768],
      ['zh-CN', 1920, 1080],
    ] as const) {
      // The English run starts a call, which the demo keeps going: not a page to hand on.
      const app = await browser.open({ locale, viewport: { width, height }, fresh: locale === 'en-US' });
      const { page } = app;
      await loginAt(page, 'admin', `customer/detail?id=${MEMBER}&tab=contract`);
      const panel = page.getByTestId('customer-tabpanel-contract');
      await panel.getByTestId('contract-item').first().waitFor({ state: 'visible' });
      const items = await panel.getByTestId('contract-item').count();
      await expect
        .poll(() => page.getByTestId('customer-tab-contract').innerText())
        .toMatch(new RegExp(`\\s*${items}$`));
      expect(await panel.getByTestId('contract-price').first().innerText()).toMatch(/^¥[\d,]+\.\d{2}$/);
      expect(await panel.locator('a[href^="https://"]').count()).toBeGreaterThan(0);
      await screenshot(page, `customer-detail-tab-contract-${locale}-${width}`);
      if (locale === 'en-US') {
        await page.getByTestId('customer-call').click();
        await expect.poll(() => page.getByTestId('call-dialog').getAttribute('data-mode')).toBe('outgoing');
        await screenshot(page, 'customer-detail-call-outgoing-en-US');
      }
      expectNoConsoleErrors(app);
    }
  });

  // Each language at one of the two screen sizes (the smaller with the longer English labels).
  const variants: readonly (readonly [Locale, { width: number; height: number }])[] = [
    ['en-US', { width: 1366, height: 768 }],
    ['zh-CN', { width: 1920, height: 1080 }],
  ];
  for (const [locale, viewport] of variants) {
    it(`every tab lists the customer's records (${locale}, ${viewport.width}×${viewport.height})`, async () => {
      const app = await browser.open({ locale, viewport });
      const { page } = app;
      await loginAt(page, 'admin', `customer/detail?id=${CUSTOMER}`);
      await page.getByTestId(`customer-tab-follow`).waitFor({ state: 'visible' });
      for (const key of Object.keys(READY)) {
        const panel = await openTab(page, key);
        expect(await panel.isVisible()).toBe(true);
        if (key === 'call') {
          // A recording really loads: the demo API's WAV has a duration.
          const seconds = await panel
            .locator('audio')
            .first()
            .evaluate(
              (audio: HTMLAudioElement) =>
                new Promise<number>((resolve, reject) => {
                  audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
                  audio.addEventListener('error', () => reject(new Error('recording failed to load')), {
                    once: true,
                  });
                  audio.preload = 'metadata';
                  audio.load();
                }),
            );
          expect(seconds).toBeGreaterThan(0);
        }
        await screenshot(page, `customer-detail-tab-${key}-${locale}-${viewport.width}`);
      }
      expectNoConsoleErrors(app);
    });
  }
});
