import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPath, loginAt, PLAIN_SCREEN, sideMenu } from '../support/e2e/app';
import {
  browserPerFile,
  expectNoConsoleErrors,
  screenshot,
  waitForText,
  type AppPage,
  type Locale,
} from '../support/e2e/browser';

// Pages are handed on: each test ends the call it started, so the next one finds no call in
// progress in the demo store. The tests that read the seeded call records (recordings, analysis,
// statistics) come first, before the popup tests add calls on top of the list.
const browser = browserPerFile({ reuse: true });
const VIEWPORT = { width: 1366, height: 768 };

const ACCOUNT: Record<Locale, string> = { 'en-US': 'account', 'zh-CN': '账户' };

/**
 * The call records from the side menu: an in-app navigation, so the home page's requests under way
 * are not cut by a page load.
 */
async function openCallList(page: Page) {
  await sideMenu(page)
    .locator(`a[href="${appPath('worker-call')}"]`)
    .click();
  await page.waitForURL((url) => url.pathname === appPath('worker-call'));
}

/** Opens the account menu and picks a demo "simulate" entry. */
async function simulate(
  page: Page,
  locale: Locale,
  kind: 'incoming' | 'missed' | 'outgoing' | 'alert' | 'notice',
) {
  await page.getByRole('button', { name: ACCOUNT[locale], exact: true }).click();
  const done = page.waitForResponse((r) => r.url().endsWith('/__demo/simulate') && r.ok());
  await page.getByTestId(`simulate-${kind}`).click();
  await done;
}

/** Signs admin in on the plain screen and has the demo push `kind` to the page. */
async function signedInWith(locale: Locale, kind: Parameters<typeof simulate>[2]): Promise<AppPage> {
  const app = await browser.open({ locale, viewport: VIEWPORT });
  await loginAt(app.page, 'admin', PLAIN_SCREEN);
  await simulate(app.page, locale, kind);
  return app;
}

describe('the audio player', () => {
  it('[S04] plays the generated recordings at 1, 1.5, 1.75 or 2, one at a time, back to the start 1 s after the end', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT });
    const { page } = app;
    await loginAt(page, 'admin', 'worker-call');
    const players = page.getByTestId('audio-player');
    await players.nth(1).waitFor({ state: 'visible' });
    const first = players.nth(0);
    const second = players.nth(1);

    await first.getByTestId('audio-speed').click();
    const speeds = await page.getByRole('menuitem').allInnerTexts();
    expect(speeds).toEqual(['1x', '1.5x', '1.75x', '2x']);
    await page.getByRole('menuitem', { name: '1.75x' }).click();
    await first.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="audio-player"]')?.getAttribute('data-state') === 'playing',
    );
    expect(await first.locator('audio').evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.75);
    const width = await first.locator('.MuiSlider-root').boundingBox();
    expect(Math.round(width?.width ?? 0)).toBe(115);
    await screenshot(page, 'audio-player-playing-en-US');

    // Starting the second pauses the first.
    await second.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => second.getAttribute('data-state')).toBe('playing');
    expect(await first.getAttribute('data-state')).toBe('paused');
    expect(await first.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

    // The end: paused at the end, then back to the start a second later (timed in the page).
    const audio = second.locator('audio');
    const ended = audio.evaluate(
      (a: HTMLAudioElement) =>
        new Promise<number>((resolve) =>
          a.addEventListener('ended', () => resolve(performance.now()), { once: true }),
        ),
    );
    await audio.evaluate((a: HTMLAudioElement) => {
      a.currentTime = Math.max(0, a.duration - 0.3);
    });
    const endedAt = await ended;
    const resetAfter = await audio.evaluate(
      (a: HTMLAudioElement, t0: number) =>
        new Promise<number>((resolve) => {
          const check = () =>
            a.currentTime === 0 ? resolve(performance.now() - t0) : requestAnimationFrame(check);
          check();
        }),
      endedAt,
    );
    expect(resetAfter).toBeGreaterThanOrEqual(950);
    expect(resetAfter).toBeLessThan(2500);
    expect(await second.getAttribute('data-state')).toBe('paused');
    expectNoConsoleErrors(app);
  });
});

describe('the AI call analysis', () => {
  const ANALYSIS_START = 'Summary: the customer likes the recommended match';
  const ANALYSIS_END = 'send her interests to the customer beforehand.';

  it('[S09] streams the analysis after ai-login, can be cancelled, is saved and shown again after a reload', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT });
    const { page } = app;
    await loginAt(page, 'admin', 'worker-call');
    await page.getByTestId('call-analysis-open').first().click();
    const dialog = page.getByTestId('call-analysis');
    await dialog
      .getByTestId('call-transcript')
      .getByText('您好，我是婚恋中心的红娘小王，请问是张先生吗？')
      .waitFor();
    const result = dialog.getByTestId('call-analysis-result');

    // Started, then cancelled while the text streams in.
    const login1 = page.waitForResponse((r) => r.url().endsWith('/plugin/qianfan/login/ai-login') && r.ok());
    await dialog.getByTestId('call-analysis-start').click();
    await login1;
    await expect
      .poll(async () => ((await result.count()) ? await result.innerText() : ''), { timeout: 10_000 })
      .toMatch(/^Summary/);
    expect(await page.evaluate(() => localStorage.getItem('AI-Token'))).toMatch(/^ai\.admin\./);
    await screenshot(page, 'call-analysis-streaming-en-US');
    const partial = await result.innerText();
    expect(partial.endsWith(ANALYSIS_END)).toBe(false);
    await dialog.getByTestId('call-analysis-cancel').click();
    await waitForText(page, 'Analysis cancelled', { exact: true });

    // Run to the end: saved with save-ai-result.
    const save = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/worker-call\/save-ai-result\/\d+$/.test(r.url()),
    );
    await dialog.getByTestId('call-analysis-start').click();
    const saved = ((await save).postDataJSON() as { ai_analysis_result: string }).ai_analysis_result;
    expect(saved.startsWith(ANALYSIS_START)).toBe(true);
    expect(saved.endsWith(ANALYSIS_END)).toBe(true);
    await waitForText(page, 'Analysis saved', { exact: true });
    expect(await result.innerText()).toBe(saved);
    await screenshot(page, 'call-analysis-saved-en-US');

    await page.reload();
    await page.getByTestId('call-analysis-open').first().click();
    await expect
      .poll(async () => ((await result.count()) ? await result.innerText() : ''), { timeout: 15_000 })
      .toBe(saved);
    await dialog.getByRole('button', { name: 'Analyse again' }).waitFor();
    expectNoConsoleErrors(app);
  });

  it('[S09] zh-CN: the transcript as a conversation and the analysis in Chinese', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: VIEWPORT });
    const { page } = app;
    await loginAt(page, 'admin', 'worker-call');
    await page.getByTestId('call-analysis-open').nth(1).click();
    const dialog = page.getByTestId('call-analysis');
    await dialog.getByTestId('call-transcript').waitFor();
    await dialog.getByTestId('call-analysis-start').click();
    await waitForText(page, '分析结果已保存', { exact: true });
    expect(await dialog.getByTestId('call-analysis-result').innerText()).toMatch(/^通话摘要：/);
    await screenshot(page, 'call-analysis-saved-zh-CN');
    expectNoConsoleErrors(app);
  });
});

describe('call statistics', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'per worker and per day over a preset, with a chart (%s)',
    async (locale) => {
      const app = await browser.open({ locale, viewport: VIEWPORT });
      const { page } = app;
      await loginAt(page, 'admin', 'call-stats');
      const table = page.getByTestId('call-stats-table');
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      // Each row: calls = outgoing + incoming = answered + not answered.
      const cells = (await rows.first().locator('td').allInnerTexts()).map((t) => t.trim());
      const [total, outgoing, incoming, answered, missed] = cells.slice(1, 6).map(Number);
      expect(outgoing + incoming).toBe(total);
      expect(answered + missed).toBe(total);
      await page.getByTestId('call-stats-chart').locator('svg').first().waitFor();
      await screenshot(page, `call-stats-${locale}`);
      expectNoConsoleErrors(app);
    },
  );
});

describe('calls: the call popup over the demo socket', () => {
  it('[E16][E08] an incoming call answered says "answered successfully", opens the customer and stays as the call in progress until ended', async () => {
    const app = await signedInWith('en-US', 'incoming');
    const { page } = app;
    const dialog = page.getByTestId('call-dialog');
    await dialog.getByRole('button', { name: 'Answer' }).waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('data-mode')).toBe('ringing');
    expect(await dialog.getByRole('heading').innerText()).toContain('Incoming call');
    const paper = await dialog.locator('.MuiDialog-paper').boundingBox();
    expect(Math.round(paper?.width ?? 0)).toBe(520);
    await screenshot(page, 'call-dialog-incoming-en-US');

    await dialog.getByRole('button', { name: 'Answer' }).click();
    await waitForText(page, 'answered successfully', { exact: true });
    await page.waitForURL((url) => url.pathname === appPath('customer/detail') && url.searchParams.has('id'));
    // The call is now in progress: the popup comes back on the new route with "End call".
    await dialog.getByRole('button', { name: 'End call' }).waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('data-mode')).toBe('in_progress');
    // [E08] Ended with the customer's gender: the popup goes and the server's message asks for the note.
    await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
    await dialog.getByRole('button', { name: 'End call' }).click();
    await waitForText(page, 'hung up successfully', { exact: true });
    const message = page.getByRole('dialog', { name: 'Prompt' });
    await message
      .getByText('The call has ended. Please write the follow-up note of this call.', { exact: true })
      .waitFor();
    await message.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });

  it('[V19][E08][E16] zh-CN: ending without a gender is refused, then "挂断成功" and the server\'s message titled "提示"', async () => {
    const app = await signedInWith('zh-CN', 'incoming');
    const { page } = app;
    const dialog = page.getByTestId('call-dialog');
    await dialog.getByRole('button', { name: '挂断' }).waitFor({ state: 'visible' });
    await dialog.getByRole('radiogroup').waitFor({ state: 'visible' });
    await screenshot(page, 'call-dialog-incoming-zh-CN');
    await dialog.getByRole('button', { name: '挂断' }).click();
    await waitForText(page, '请先选择性别，再点击结束通话', { exact: true });
    expect(await dialog.isVisible()).toBe(true);

    const close = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/worker-call/close/'));
    await dialog.getByRole('radio', { name: '女' }).check();
    await dialog.getByRole('button', { name: '挂断' }).click();
    expect((await close).postDataJSON()).toEqual({ gender: 0 });
    await waitForText(page, '挂断成功', { exact: true });
    const message = page.getByRole('dialog', { name: '提示' });
    await message.getByText('来电已挂断，已记为未接来电，请稍后回拨。', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });

  it('[E16] a missed call offers call back and ignore with its time; call back opens the customer', async () => {
    const app = await signedInWith('en-US', 'missed');
    const { page } = app;
    const dialog = page.getByTestId('call-dialog');
    await dialog.getByRole('button', { name: 'Call back' }).waitFor({ state: 'visible' });
    await dialog.getByText('Call time').waitFor();
    await dialog.getByRole('button', { name: 'Ignore' }).waitFor();
    await screenshot(page, 'call-dialog-missed-en-US');
    await dialog.getByRole('button', { name: 'Call back' }).click();
    await page.waitForURL((url) => url.pathname === appPath('customer/detail'));
    expect(await page.evaluate(() => sessionStorage.getItem('blind.customer-call'))).toMatch(/^\d+$/);
    expectNoConsoleErrors(app);
  });

  it('[E16] an outgoing call (type 0) offers "No answer"', async () => {
    const app = await signedInWith('en-US', 'outgoing');
    const { page } = app;
    const dialog = page.getByTestId('call-dialog');
    await dialog.getByRole('button', { name: 'No answer' }).click();
    await waitForText(page, 'Marked as not answered', { exact: true });
    await dialog.waitFor({ state: 'detached' });
    // Gone for good: a route change asks for the active call again and finds none.
    const latest = page.waitForResponse((r) => r.url().includes('/worker-call/get-latest-call'));
    await openCallList(page);
    expect(await (await latest).json()).toEqual({ data: [] });
    expect(await dialog.count()).toBe(0);
    expectNoConsoleErrors(app);
  });

  it('[E17] an alert pushed over the socket shows in a dialog titled "Prompt" with its text', async () => {
    const app = await signedInWith('en-US', 'alert');
    const { page } = app;
    const alert = page.getByRole('dialog', { name: 'Prompt' });
    await alert.getByText(/The system will be under maintenance at 23:00/).waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });
});

describe('notices pushed over the socket', () => {
  it('[S10] a new-customer notice updates the badge and the drawer at once; the drawer switches noticeStatus', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT });
    const { page } = app;
    await loginAt(page, 'admin', PLAIN_SCREEN);
    const badge = page.getByTestId('header-messages-badge').locator('.MuiBadge-badge');
    await expect
      .poll(async () => Number((await badge.innerText()).trim()), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const before = Number((await badge.innerText()).trim());
    // The push, not the minute poll, brings the new count.
    await simulate(page, 'en-US', 'notice');
    await expect
      .poll(async () => Number((await badge.innerText()).trim()), { timeout: 10_000 })
      .toBe(before + 1);

    await page.getByTestId('header-messages').click();
    const drawer = page.getByTestId('notice-drawer');
    await drawer.getByTestId('notice-item').first().getByText('new customer', { exact: true }).waitFor();
    const toggle = drawer.getByTestId('notice-status').locator('input');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    expect(await page.evaluate(() => localStorage.getItem('noticeStatus'))).toBe('0');
    await screenshot(page, 'notice-drawer-status-en-US');
    expectNoConsoleErrors(app);
  });
});
