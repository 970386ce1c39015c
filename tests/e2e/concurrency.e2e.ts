import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAt, tableRows, waitForNotification } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';
import { expectNoSeriousViolations, REACT_ADMIN_INTERNALS } from '../support/e2e/axe';
import { apiDeployment } from '../support/e2e/deployment';
import { apiAs, openAs } from '../support/e2e/apiBuild';

/**
 * Issue 40 "done when": two people work on the same records at once, each in their own browser,
 * against one server (the API build and the HTTP demo server): the server decides, and nothing is
 * silently lost.
 */
const browser = browserPerFile();
const VIEWPORT = { width: 1366, height: 768 };

/** A record as the demo server holds it now (read as the admin). */
async function recordOf(path: string): Promise<Record<string, unknown>> {
  return ((await (await apiAs('admin', path)).json()) as { data: Record<string, unknown> }).data;
}

/** How many customers of a life-cycle list (`type`, as `username` sees it) carry this number. */
async function listed(username: string, type: number, number: string): Promise<number> {
  const list = await apiAs(
    username,
    `/plugin/love/admin/customer?type=${type}&keyword=${number}&per_page=50`,
  );
  const { data } = (await list.json()) as { data: { number?: unknown }[] };
  return data.filter((customer) => String(customer.number) === number).length;
}

/** The customer number of a list row (its second cell ends with it). */
async function numberOf(page: Page, index: number): Promise<string> {
  const text = await tableRows(page).nth(index).locator('td').nth(1).innerText();
  return text.trim().split(/\s+/).pop() ?? '';
}

const CLAIM_TEXTS: Readonly<Record<Locale, { claimed: string; taken: string }>> = {
  'en-US': {
    claimed: 'Claimed 1 customer(s): now in your customers',
    taken: 'This customer was already claimed by 王芳',
  },
  'zh-CN': {
    claimed: '已领取 1 位客户，已进入我的客户',
    taken: '该客户已被 王芳 领取',
  },
};

/** The console lines the refused claim leaves (Chromium's failed load of the 409). */
const REFUSED = [/Failed to load resource: the server responded with a status of 409\b/];

describe('two people, one record (the API build)', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const t = CLAIM_TEXTS[locale];
    it(`[S07] two salespeople claim the same public-sea customer: the second gets the server's text, the customer ends in one list (${locale})`, async () => {
      const first = await openAs(browser, locale, 'sales', 'customer/public-sea');
      const second = await openAs(browser, locale, 'lixiuying', 'customer/public-sea');
      for (const { page } of [first, second])
        await tableRows(page).first().getByTestId('claim-record').waitFor({ state: 'visible' });
      const number = await numberOf(first.page, 0);
      expect(await numberOf(second.page, 0)).toBe(number);

      await tableRows(first.page).first().getByTestId('claim-record').click();
      await waitForNotification(first.page, t.claimed);
      // The second salesperson's screen still shows the customer; the server refuses the claim.
      const row = tableRows(second.page).filter({ hasText: number });
      await row.getByTestId('claim-record').click();
      await waitForNotification(second.page, t.taken);
      // The affected rows are read again: the customer leaves the second one's public sea.
      await row.waitFor({ state: 'detached' });
      await screenshot(second.page, `concurrency-claim-${locale}`);

      // Exactly one list holds the customer, as the server answers each of them: the first
      // claimer's "my customers", not the second's, and no longer the public sea.
      expect(await listed('sales', 0, number)).toBe(1);
      expect(await listed('lixiuying', 0, number)).toBe(0);
      expect(await listed('lixiuying', 2, number)).toBe(0);
      expectNoConsoleErrors(first);
      expectNoConsoleErrors(second, REFUSED);
    });
  }
});

const CONFLICT_TEXTS = {
  'en-US': { saved: 'Saved', overwrite: 'Overwrite with mine', changedBy: 'This record was changed by 林晓' },
  'zh-CN': { saved: '保存成功', overwrite: '用我的覆盖', changedBy: '此记录已被 林晓' },
} as const;

describe('two people edit one store (the API build)', () => {
  for (const [locale, storeId] of [
    ['zh-CN', 2],
    ['en-US', 3],
  ] as const) {
    const t = CONFLICT_TEXTS[locale];
    it(`[E04] the second save shows the conflict with both versions; "overwrite with mine" keeps the first one's rename too (${locale})`, async () => {
      const first = await openAs(browser, locale, 'admin', `store/${storeId}`);
      const second = await openAs(browser, locale, 'admin', `store/${storeId}`, { axe: true });
      for (const { page } of [first, second])
        await page.locator('input[name="name"]').waitFor({ state: 'visible' });
      const stamp = Date.now().toString(36);
      const name = `Renamed ${stamp}`;
      const remark = `Remark ${stamp}`;

      await first.page.locator('input[name="name"]').fill(name);
      await first.page.locator('button[type="submit"]').click();
      await waitForNotification(first.page, t.saved);

      // The second person still sees the old name and changes the remark only.
      await second.page.locator('[name="remark"]').fill(remark);
      await second.page.locator('button[type="submit"]').click();
      const dialog = second.page.getByRole('dialog');
      await dialog.getByText(t.changedBy).waitFor({ state: 'visible' });
      // Both versions, side by side: their new name, my remark.
      await dialog.getByText(name).waitFor({ state: 'visible' });
      await dialog.getByText(remark).waitFor({ state: 'visible' });
      await screenshot(second.page, `concurrency-store-conflict-${locale}`);
      await expectNoSeriousViolations(second.page, `the merge view (${locale})`);
      await dialog.getByRole('button', { name: t.overwrite }).click();
      await waitForNotification(second.page, t.saved);

      // Nothing lost: the rename and the remark are both saved.
      const saved = await recordOf(`/plugin/love/store/admin/store/${storeId}`);
      expect(saved.name).toBe(name);
      expect(saved.remark).toBe(remark);
      expectNoConsoleErrors(first);
      expectNoConsoleErrors(second, REFUSED);
    });
  }
});

const PROFILE_TEXTS = {
  'en-US': {
    saved: 'Profile saved',
    changedBy: 'This record was changed by 林晓',
    reload: 'Reload, keeping a copy of mine',
    putBackAll: 'Put back all',
    followSaved: 'Follow-up added',
    server: '500: Internal server error',
    customers: 'Customers',
  },
  'zh-CN': {
    saved: '资料已保存',
    changedBy: '此记录已被 林晓',
    reload: '重新加载并保留我的副本',
    putBackAll: '全部放回',
    followSaved: '已添加跟进',
    server: '500: 服务器内部错误',
    customers: '客户',
  },
} as const;

/** The profile tab's inline form, opened for editing. */
async function editProfile(page: Page): Promise<void> {
  const edit = page.getByTestId('profile-edit');
  await edit.waitFor({ state: 'visible' });
  await edit.click();
  await page.getByTestId('profile-save').waitFor({ state: 'visible' });
}

const profileInput = (page: Page, field: string) =>
  page.getByTestId('profile-basic').locator(`input[name="${field}"]`);

describe('two people edit one customer profile (the API build)', () => {
  it('[E04] the second save shows both versions; "reload, keeping a copy of mine" and "put back all" keep both edits (en-US)', async () => {
    const t = PROFILE_TEXTS['en-US'];
    const customer = 21;
    const route = `customer/detail?id=${customer}&tab=profile`;
    const first = await openAs(browser, 'en-US', 'admin', route);
    const second = await openAs(browser, 'en-US', 'sales', route, { axe: true });
    for (const { page } of [first, second]) await editProfile(page);
    const stamp = Date.now().toString(36);
    const nickname = `Nick ${stamp}`;
    const name = `Name ${stamp}`;

    await profileInput(first.page, 'nickname').fill(nickname);
    await first.page.getByTestId('profile-save').click();
    await waitForNotification(first.page, t.saved);

    await profileInput(second.page, 'name').fill(name);
    await second.page.getByTestId('profile-save').click();
    const dialog = second.page.getByRole('dialog');
    await dialog.getByText(t.changedBy).waitFor({ state: 'visible' });
    await dialog.getByText(nickname).waitFor({ state: 'visible' });
    await dialog.getByText(name).waitFor({ state: 'visible' });
    await screenshot(second.page, 'concurrency-profile-conflict-en-US');
    await dialog.getByRole('button', { name: t.reload }).click();
    // The form shows their record; my value waits in the kept copy until put back.
    await expect.poll(() => profileInput(second.page, 'nickname').inputValue()).toBe(nickname);
    await screenshot(second.page, 'concurrency-profile-kept-copy-en-US');
    await expectNoSeriousViolations(
      second.page,
      'the kept copy and the profile form (en-US)',
      REACT_ADMIN_INTERNALS,
    );
    await second.page.getByRole('button', { name: t.putBackAll }).click();
    expect(await profileInput(second.page, 'name').inputValue()).toBe(name);
    await second.page.getByTestId('profile-save').click();
    await waitForNotification(second.page, t.saved);

    const saved = await recordOf(`/plugin/love/admin/customer/${customer}`);
    expect(saved.nickname).toBe(nickname);
    expect(saved.name).toBe(name);
    expectNoConsoleErrors(first);
    expectNoConsoleErrors(second, REFUSED);
  });

  it('[E04] a dirty profile keeps its values through a follow-up in the next tab and a focus refetch; a failed save then leaving asks first (zh-CN)', async () => {
    const t = PROFILE_TEXTS['zh-CN'];
    const customer = 22;
    const app = await openAs(browser, 'zh-CN', 'admin', `customer/detail?id=${customer}&tab=profile`);
    const { page } = app;
    await editProfile(page);
    const name = `未保存的名字 ${Date.now().toString(36)}`;
    await profileInput(page, 'name').fill(name);

    // A follow-up saved in the next tab reads the customer again.
    await page.getByTestId('customer-tab-follow').click();
    await page.getByTestId('follow-add').click();
    const form = page.getByTestId('follow-form');
    await form.getByTestId('follow-note').fill('回访：客户下周见面');
    await form.getByTestId('follow-save').click();
    await waitForNotification(page, t.followSaved);
    await page.getByTestId('customer-tab-profile').click();
    expect(await profileInput(page, 'name').inputValue()).toBe(name);

    // A colleague changes the nickname; the window's focus reads the customer again: the
    // untouched field shows theirs, the one being edited keeps mine.
    const nickname = `同事改的 ${Date.now().toString(36)}`;
    const put = await apiAs('sales', `/plugin/love/admin/customer/${customer}`, {
      method: 'PUT',
      body: JSON.stringify({ nickname }),
    });
    expect(put.status).toBe(200);
    // What the browser says when the user comes back to the window (react-query listens on window).
    // Said again until it shows: a read still under way from the follow-up (sent before the
    // colleague's change) answers a focus that comes while it runs.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        return profileInput(page, 'nickname').inputValue();
      })
      .toBe(nickname);
    expect(await profileInput(page, 'name').inputValue()).toBe(name);
    // The form says the record changed meanwhile, and who changed it.
    await page
      .getByTestId('conflict-notice')
      .getByText(/王芳 于 .* 修改了此记录/)
      .waitFor({ state: 'visible' });
    await screenshot(page, 'concurrency-profile-changed-notice-zh-CN');

    // A save the server fails: the values stay, and leaving the page asks first.
    const fault = await fetch(`${apiDeployment().demoServerURL}/__demo/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: '500', match: `/customer/${customer}`, method: 'PUT', times: 1 }),
    });
    expect(fault.status).toBe(200);
    await page.getByTestId('profile-save').click();
    await waitForNotification(page, t.server);
    expect(await profileInput(page, 'name').inputValue()).toBe(name);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('navigation').getByText(t.customers, { exact: true }).first().click();
    expect(await asked).toBe('部分修改尚未保存，确定要放弃吗？');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(customer));
    expect(await profileInput(page, 'name').inputValue()).toBe(name);
    expectNoConsoleErrors(app, [
      /Failed to load resource: the server responded with a status of 500\b/,
      /^console\.error: .*500: 服务器内部错误/,
    ]);
  });
});

describe('two tabs of one browser on the demo build (the demo API in each tab)', () => {
  it("[E04] the tabs answer as one server: the second tab's stale save shows the merge view, and both edits are kept", async () => {
    const t = CONFLICT_TEXTS['en-US'];
    const app = await browser.open({ locale: 'en-US', viewport: VIEWPORT, fresh: true });
    const first = app.page;
    await loginAt(first, 'admin', 'store/4');
    const second = await app.context.newPage();
    await second.goto(appUrl('store/4'));
    for (const page of [first, second])
      await page.locator('input[name="name"]').waitFor({ state: 'visible' });
    const stamp = Date.now().toString(36);
    const name = `Tab rename ${stamp}`;
    const remark = `Tab remark ${stamp}`;

    await first.locator('input[name="name"]').fill(name);
    await first.locator('button[type="submit"]').click();
    await waitForNotification(first, t.saved);

    await second.locator('[name="remark"]').fill(remark);
    await second.locator('button[type="submit"]').click();
    const dialog = second.getByRole('dialog');
    await dialog.getByText(t.changedBy).waitFor({ state: 'visible' });
    await dialog.getByText(name).waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: t.overwrite }).click();
    await waitForNotification(second, t.saved);

    // Read back in the first tab: the rename and the remark.
    await first.goto(appUrl('store/4'));
    await expect.poll(() => first.locator('input[name="name"]').inputValue()).toBe(name);
    expect(await first.locator('[name="remark"]').inputValue()).toBe(remark);
    await second.close();
    expectNoConsoleErrors(app, REFUSED);
  });
});
