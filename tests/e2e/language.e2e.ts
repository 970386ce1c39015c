import { describe, expect, it } from 'vitest';
import { listTotal, loginAt, reloadWhenIdle, switchLanguage, waitForRowCount } from '../support/e2e/app';
import { expectNoConsoleErrors, screenshot, browserPerFile } from '../support/e2e/browser';
import { recordApiRequests } from '../support/e2e/requests';

const browser = browserPerFile();

describe('language', () => {
  it('[S19][S16] switching to 简体中文 translates the list ("共 N 条"), sends local zh_CN and survives a reload', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    await loginAt(page, 'admin', 'customer');
    await waitForRowCount(page, 10);
    const total = await listTotal(page, 'en-US');

    const calls = recordApiRequests(page);
    await switchLanguage(page, '简体中文');
    expect(await listTotal(page, 'zh-CN')).toBe(total);
    await screenshot(page, 'customer-list-zh');

    calls.length = 0;
    await reloadWhenIdle(page);
    await waitForRowCount(page, 10);
    expect(await listTotal(page, 'zh-CN')).toBe(total);
    expect(calls.length).toBeGreaterThan(0);
    for (const request of calls) expect((await request.allHeaders())['local'], request.url()).toBe('zh_CN');

    await switchLanguage(page, 'English');
    expect(await listTotal(page, 'en-US')).toBe(total);
    expectNoConsoleErrors(app);
  });

  it('a zh-CN browser starts in Chinese', async () => {
    const app = await browser.open({ locale: 'zh-CN' });
    await loginAt(app.page, 'admin', 'customer');
    await waitForRowCount(app.page, 10);
    expect(await listTotal(app.page, 'zh-CN')).toBeGreaterThanOrEqual(5000);
    expectNoConsoleErrors(app);
  });
});
