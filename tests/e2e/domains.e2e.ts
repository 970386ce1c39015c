import { describe, expect, it } from 'vitest';
import { loginAt, tableRows } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

// Issue 16 point 8: the CDN, domain and DNS screens' actions, as an admin uses them.

describe('domains, DNS and CDN', () => {
  it('refreshes a CDN domain’s cache within the quota, takes it offline and online (zh-CN, 1366)', async () => {
    const app = await browser.open({
      locale: 'zh-CN',
      viewport: { width: 1366, height: 768 },
      bypassCSP: true,
    });
    const { page } = app;
    await loginAt(page, 'admin', 'domain-qiniu');
    const quota = page.getByTestId('cdn-quota-toolbar');
    await quota.getByText(/刷新 URL 500 个/).waitFor({ state: 'visible' });
    const row = tableRows(page).filter({ hasText: 'img.xique520.com' }).first();
    await row.locator('[data-testid="cdn-cname"][data-state="ok"]').waitFor();
    await expectNoSeriousViolations(page, 'CDN list (zh-CN)', REACT_ADMIN_INTERNALS);

    await row.getByRole('button', { name: '刷新缓存' }).click();
    const dialog = page.getByTestId('cdn-refresh-dialog');
    await dialog.getByTestId('cdn-quota').getByText('今日剩余：URL 500/500 个，目录 20/20 个').waitFor();
    const lines = dialog.getByTestId('cdn-refresh-lines');
    await lines.fill('https://img.xique520.com/avatar/1.png\nhttps://video.xique520.com/a.png');
    await dialog.getByTestId('cdn-refresh-dialog-submit').click();
    await dialog.getByText('第 2 行不属于域名 img.xique520.com', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'CDN refresh dialog (zh-CN)', REACT_ADMIN_INTERNALS);
    await screenshot(page, 'domains-cdn-refresh-zh-CN');
    await lines.fill('https://img.xique520.com/avatar/1.png\nhttps://img.xique520.com/avatar/');
    await dialog.getByTestId('cdn-refresh-dialog-submit').click();
    await page.getByText('已提交缓存刷新', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await quota.getByText(/刷新 URL 499 个 · 目录 19 个/).waitFor();

    const step = async (testId: string, label: string, done: string, status: string) => {
      await row.getByTestId(testId).click();
      await page.getByRole('dialog').getByRole('button', { name: label }).click();
      await page.getByText(done, { exact: true }).first().waitFor();
      await row.getByText(status, { exact: true }).waitFor();
    };
    await step('cdn-offline', '下线', 'img.xique520.com 已下线', '已下线');
    expect(await row.getByTestId('cdn-refresh').count()).toBe(0);
    await step('cdn-online', '上线', 'img.xique520.com 已上线', '已生效');
    await screenshot(page, 'domains-cdn-list-zh-CN');
    expectNoConsoleErrors(app);
  });

  it('checks a domain’s resolution and renews its certificate (en-US, 1920)', async () => {
    const app = await browser.open({
      locale: 'en-US',
      viewport: { width: 1920, height: 1080 },
      bypassCSP: true,
    });
    const { page } = app;
    await loginAt(page, 'admin', 'domain');
    const row = tableRows(page).filter({ hasText: 'api.xique520.com' }).first();
    const certificate = row.getByTestId('domain-cert');
    await certificate.getByText(/^Expires in \d+ days$/).waitFor();

    await row.getByRole('button', { name: 'Check resolution' }).click();
    const check = page.getByTestId('domain-resolution-dialog');
    await check.getByTestId('resolution-verdict').getByText('Resolves to this site.').waitFor();
    await expectNoSeriousViolations(page, 'resolution dialog (en-US)', REACT_ADMIN_INTERNALS);
    await screenshot(page, 'domains-resolution-en-US');
    await check.getByRole('button', { name: 'Close' }).click();
    await check.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Renew certificate' }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText(
        'Renew the HTTPS certificate of api.xique520.com? The current one stays in use until the new one is issued.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Renew certificate' }).click();
    await page.getByText('Certificate being issued for api.xique520.com', { exact: true }).waitFor();
    // Issued a moment later: the row asks again until then.
    await page.getByText('Certificate issued for api.xique520.com', { exact: true }).waitFor();
    await certificate.getByText('Valid', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'domain list (en-US)', REACT_ADMIN_INTERNALS);
    await screenshot(page, 'domains-list-en-US');
    expectNoConsoleErrors(app);
  });
});
