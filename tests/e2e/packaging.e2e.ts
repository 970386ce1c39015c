import { describe, expect, it } from 'vitest';
import { appUrl, loginAt, PLAIN_SCREEN, tableRows } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

/** The package list, newest first. */
const PACKS = `pack?sort=id&order=DESC`;

describe('packaging and the header tools', () => {
  it('a package goes from build to online and shows its trial QR code (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const { page } = app;
    await loginAt(page, 'admin', PACKS);
    await page.getByTestId('pack-build').click();
    const build = page.getByTestId('pack-build-dialog');
    await build.waitFor({ state: 'visible' });
    await page.getByTestId('pack-build-version').fill('9.9.9');
    await build.getByTestId('pack-build-dialog-submit').click();
    // The notes are required: the dialog says so and stays open.
    await build.getByText('请输入版本说明（不超过200字）', { exact: true }).waitFor({ state: 'visible' });
    await page.getByTestId('pack-build-description').fill('端到端测试版本');
    await screenshot(page, 'packaging-build-dialog');
    await build.getByTestId('pack-build-dialog-submit').click();
    await page.getByText('已开始打包', { exact: true }).waitFor({ state: 'visible' });
    await build.waitFor({ state: 'detached' });

    const row = tableRows(page).filter({ hasText: '9.9.9' }).first();
    // Building, then built: the list asks again until the build is done.
    await row.getByText('打包完成', { exact: true }).waitFor({ state: 'visible' });

    const step = async (testId: string, label: string, done: string, status: string) => {
      await row.getByTestId(testId).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('button', { name: label }).click();
      await page.getByText(done, { exact: true }).first().waitFor({ state: 'visible' });
      await row
        .getByText(status, { exact: true })
        .waitFor({ state: 'visible' })
        .catch(async (e: unknown) => {
          await screenshot(page, `packaging-failed-${testId}`);
          throw e;
        });
    };
    await step('pack-audit', '提交审核', '已提交审核', '审核中');
    await step('pack-cancelAudit', '撤回审核', '已撤回审核', '打包完成');
    await step('pack-audit', '提交审核', '已提交审核', '审核中');
    // The demo's audit passes a moment later.
    await row.getByText('审核通过', { exact: true }).waitFor({ state: 'visible' });
    await step('pack-online', '发布上线', '已发布上线', '已上线');
    expect(await row.getByTestId('pack-audit').count()).toBe(0);

    await row.getByTestId('pack-trial').click();
    const trial = page.getByTestId('pack-trial-dialog');
    await trial.getByText('体验版 9.9.9', { exact: true }).waitFor({ state: 'visible' });
    const qr = trial.getByTestId('pack-trial-qr');
    await qr.locator('svg path').first().waitFor({ state: 'attached' });
    expect(await qr.getAttribute('data-value')).toContain('v=9.9.9');
    await screenshot(page, 'packaging-trial-qr');
    await trial.getByRole('button', { name: '关闭' }).click();

    // The authorisation dialog shows the new online version of the WeChat mini-app.
    await page.getByTestId('pack-auth').click();
    const weapp = page.getByTestId('auth-row-weapp');
    await weapp
      .getByTestId('auth-online-version')
      .getByText('9.9.9', { exact: true })
      .waitFor({ state: 'visible' });
    await screenshot(page, 'packaging-authorisation');
    expectNoConsoleErrors(app);
  });

  it('the link tool lists the links with copy and QR; update notes are newest first (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', PLAIN_SCREEN);
    await page.getByTestId('header-link-tool').click();
    const links = page.getByTestId('link-row');
    await links.first().waitFor({ state: 'visible' });
    expect(await links.count()).toBe(6);
    expect(await links.first().getByTestId('link-url').innerText()).toBe(
      'https://love.example.com/pages/index/index',
    );
    await links.first().getByRole('button', { name: '复制链接' }).click();
    await page.getByText('链接已复制', { exact: true }).waitFor({ state: 'visible' });
    await links.nth(1).getByRole('button', { name: '显示二维码' }).click();
    const qr = page.getByTestId('link-qr-code');
    await qr.locator('svg').waitFor({ state: 'visible' });
    expect(await qr.getAttribute('data-value')).toBe('https://love.example.com/pages/guest-wall/index');
    await screenshot(page, 'link-tool-qr');
    await page.getByTestId('link-qr-dialog').getByRole('button', { name: '关闭' }).click();

    // The site's identity (get-site-info): the browser tab carries its name, the tab its favicon.
    await page.waitForFunction(() => document.title === '链接工具 - 喜鹊婚恋');
    expect(await page.locator('link[rel~="icon"]').getAttribute('href')).toMatch(/favicon\.svg$/);
    await page.getByTestId('header-update-notes').click();
    const versions = page.getByTestId('update-version');
    await versions.first().waitFor({ state: 'visible' });
    expect(await versions.allInnerTexts()).toEqual(['版本 3.6.0', '版本 3.5.0', '版本 3.4.0']);
    await screenshot(page, 'update-notes');
    expectNoConsoleErrors(app);
  });

  it('a salesperson sees the link tool but not the update-notes icon (spec §6 setting.change_log)', async () => {
    const app = await browser.open({ locale: 'zh-CN' });
    const { page } = app;
    await loginAt(page, 'sales', PLAIN_SCREEN);
    await page.getByTestId('header-link-tool').waitFor({ state: 'visible' });
    expect(await page.getByTestId('header-update-notes').count()).toBe(0);
    expectNoConsoleErrors(app);
  });

  it('transfers the customers of a store to another; lists the work phones online (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const { page } = app;
    await loginAt(page, 'admin', 'store');
    const first = tableRows(page).first();
    await first.getByTestId('store-transfer').click();
    const dialog = page.getByTestId('store-transfer-dialog');
    await dialog.getByTestId('store-transfer-dialog-submit').click();
    await dialog.getByText('请选择门店', { exact: true }).waitFor({ state: 'visible' });
    await dialog.getByRole('combobox').click();
    await page.getByRole('option').first().click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'store-transfer-dialog');
    await dialog.getByTestId('store-transfer-dialog-submit').click();
    await page.getByText(/^已转移 \d+ 位客户$/).waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'detached' });

    await page.goto(appUrl('worker-device'));
    await page.getByTestId('online-devices').click();
    const online = page.getByTestId('online-devices-dialog');
    await online.getByTestId('online-device-row').first().waitFor({ state: 'visible' });
    await screenshot(page, 'online-devices');
    expectNoConsoleErrors(app);
  });
});
