import { describe, expect, it } from 'vitest';
import { appUrl, loginAt, PLAIN_SCREEN, reloadWhenIdle } from '../support/e2e/app';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { browserPerFile, expectNoConsoleErrors, screenshot } from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

describe('settings (issue 16)', () => {
  it('[E10] a settings page loads its options, saves with "设置成功" and shows the saved value after a reload', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    const { page } = app;
    await loginAt(page, 'admin', 'config/love/basic');
    const form = page.getByTestId('settings-form');
    await form.waitFor({ state: 'visible' });
    await form.getByRole('heading', { name: '客户设置' }).waitFor();
    const days = form.getByRole('textbox', { name: /未跟进转入公海/ });
    expect(await days.inputValue()).toBe('15');
    // The select's choices come from the options endpoint.
    await form.getByRole('combobox', { name: /可写跟进记录/ }).click();
    await page.getByRole('option', { name: '仅管理员' }).click();
    await days.fill('28');
    await screenshot(page, 'settings-love-basic-zh-CN');
    await form.getByTestId('settings-save').click();
    await page.getByText('设置成功', { exact: true }).waitFor({ state: 'visible' });
    await reloadWhenIdle(page);
    const again = page.getByTestId('settings-form').getByRole('textbox', { name: /未跟进转入公海/ });
    await again.waitFor({ state: 'visible' });
    expect(await again.inputValue()).toBe('28');
    expect(
      await page
        .getByTestId('settings-form')
        .getByRole('combobox', { name: /可写跟进记录/ })
        .innerText(),
    ).toBe('仅管理员');
    expectNoConsoleErrors(app);
  });

  it('[V21] number inputs refuse letters and clamp, also on paste', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
    const { page } = app;
    await loginAt(page, 'admin', 'config/system/security');
    const form = page.getByTestId('settings-form');
    const length = form.getByRole('textbox', { name: /Shortest password/ });
    await length.waitFor({ state: 'visible' });
    await length.fill('');
    await length.pressSequentially('1x2');
    expect(await length.inputValue()).toBe('12');
    await length.fill('');
    await length.pressSequentially('99');
    expect(await length.inputValue()).toBe('32');
    // Below min: kept while typing, clamped when leaving the input.
    await length.fill('');
    await length.pressSequentially('2');
    expect(await length.inputValue()).toBe('2');
    await length.blur();
    expect(await length.inputValue()).toBe('6');
    await page.goto(appUrl('config/love/yuncall'));
    const price = page.getByTestId('settings-form').getByRole('textbox', { name: /Price per minute/ });
    await price.waitFor({ state: 'visible' });
    await price.fill('');
    await price.pressSequentially('0.1a55');
    expect(await price.inputValue()).toBe('0.15');
    // A pasted text (inserted at once) goes through the same cleaning.
    await price.fill('');
    await price.focus();
    await page.keyboard.insertText('¥1,2.345');
    expect(await price.inputValue()).toBe('12.34');
    await screenshot(page, 'settings-yuncall-en-US');
    expectNoConsoleErrors(app);
  });

  it('[V06] the SMS counter shows 6 for "你好ab"', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    const { page } = app;
    await loginAt(page, 'admin', 'sms-template/create');
    const content = page.locator('textarea[name="content"]');
    await content.waitFor({ state: 'visible' });
    await content.fill('你好ab');
    expect(await page.getByTestId('sms-counter').innerText()).toBe('6 字 · 1 条短信');
    await page.locator('input[name="sign"]').fill('喜鹊');
    await page.getByTestId('sms-preview').click();
    expect(await page.getByTestId('sms-preview-text').innerText()).toBe('【喜鹊】你好ab');
    await screenshot(page, 'sms-template-preview-zh-CN');
    expectNoConsoleErrors(app);
  });

  it('[S19] the SMS recharge page opens from the finance drawer (recharge and bill view)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    const { page } = app;
    await loginAt(page, 'admin', PLAIN_SCREEN);
    await page.getByTestId('header-finance').click();
    await page.getByTestId('finance-recharge-sms').click();
    await page.getByTestId('sms-recharge').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toMatch(/\/dataLog\/message\/recharge$/);
    expect(new URL(page.url()).searchParams.get('isRecharge')).toBe('1');
    await page
      .getByTestId('sms-balance')
      .getByText(/短信余额：\d+ 条/)
      .waitFor();
    await screenshot(page, 'sms-recharge-zh-CN');
    await page.getByTestId('header-finance').click();
    await page.getByTestId('finance-view-bill').click();
    await page.getByTestId('sms-bill').locator('tbody tr').first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('1');
    // S19: a table of 10 rows with the size changer and "total N items".
    expect(await page.getByTestId('sms-bill').locator('tbody tr').count()).toBe(10);
    await page.getByTestId('sms-bill').getByText('共 60 条', { exact: true }).first().waitFor();
    await screenshot(page, 'sms-bill-zh-CN');
    expectNoConsoleErrors(app);
  });

  it('the official account: secrets masked, saved with "设置成功", kept after a reload; no serious axe violation (en-US 1920)', async () => {
    const app = await browser.open({
      locale: 'en-US',
      viewport: { width: 1920, height: 1080 },
      bypassCSP: true,
    });
    const { page } = app;
    await loginAt(page, 'admin', 'official');
    const form = page.getByTestId('settings-form');
    await form.getByRole('heading', { name: 'server configuration' }).waitFor();
    expect(await form.getByLabel(/^AppSecret/).inputValue()).toBe('********');
    expect(await form.getByRole('textbox', { name: /server address/ }).inputValue()).toMatch(
      /^https:\/\/.+\/wechat\/official\/notify$/,
    );
    await expectNoSeriousViolations(page, 'official account settings (en-US)', REACT_ADMIN_INTERNALS);
    await form
      .getByRole('textbox', { name: /reply on follow/ })
      .fill('Welcome! Reply "matchmaker" to reach yours.');
    await screenshot(page, 'settings-official-en-US-1920');
    await form.getByTestId('settings-save').click();
    await page.getByText('Settings saved', { exact: true }).waitFor({ state: 'visible' });
    await reloadWhenIdle(page);
    const reply = page.getByTestId('settings-form').getByRole('textbox', { name: /reply on follow/ });
    await reply.waitFor({ state: 'visible' });
    expect(await reply.inputValue()).toBe('Welcome! Reply "matchmaker" to reach yours.');
    expect(
      await page
        .getByTestId('settings-form')
        .getByLabel(/^AppSecret/)
        .inputValue(),
    ).toBe('********');
    expectNoConsoleErrors(app);
  });
});
