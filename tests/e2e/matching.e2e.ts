import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAt, PLAIN_SCREEN, reloadWhenIdle } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// The matching center (issue 13) as a matchmaker: match search, ignore and undo, invite, backups.

const browser = browserPerFile({ reuse: true });

const TEXTS: Readonly<Record<Locale, { undo: string; invited: (name: string) => string }>> = {
  'en-US': { undo: 'Undo', invited: (name) => `Invitation with ${name} created` },
  'zh-CN': { undo: '撤销', invited: (name) => `已创建与 ${name} 的邀约` },
};

/** A man of the matchmaker's customers (through the demo API, with the page's token). */
async function memberId(page: Page): Promise<number> {
  const id = await page.evaluate(async () => {
    const res = await fetch('/plugin/love/admin/customer?gender=1&page=1&per_page=20', {
      headers: { Authorization: localStorage.getItem('Access-Token') ?? '' },
    });
    const body = (await res.json()) as { data: { id: number; age?: number }[] };
    return body.data.find((c) => typeof c.age === 'number')?.id;
  });
  if (typeof id !== 'number') throw new Error('no male customer for the matchmaker');
  return id;
}

/** The criteria shown in the form (an empty field: no bound). */
async function shownCriteria(page: Page) {
  const read = async (key: string) => {
    const value = await page.getByTestId(`criteria-${key}`).inputValue();
    return value === '' ? undefined : Number(value);
  };
  return {
    ageMin: await read('age_min'),
    ageMax: await read('age_max'),
    heightMin: await read('height_min'),
    heightMax: await read('height_max'),
    educationMin: await read('education_min'),
    areas: await page.getByTestId('criteria-habitation').locator('.MuiChip-label').allInnerTexts(),
  };
}

async function openSearch(page: Page, locale: Locale, width: number, height: number) {
  await loginAt(page, 'matchmaker', PLAIN_SCREEN);
  const id = await memberId(page);
  await page.goto(appUrl(`customer/detail?id=${id}`));
  await page.getByTestId('customer-match').click();
  await page.getByTestId('match-candidate').first().waitFor({ state: 'visible' });
  expect(new URL(page.url()).search).toBe(`?id=${id}`);
  await screenshot(page, `matching-search-${locale}-${width}x${height}`);
  return id;
}

describe('matching center', () => {
  for (const [locale, width, height] of [
    ['en-US', 1366, 768],
    ['zh-CN', 1920, 1080],
  ] as const) {
    it(`match search as matchmaker: candidates satisfy the criteria shown; ignore + undo (${locale} ${width}x${height})`, async () => {
      const app = await browser.open({ locale, viewport: { width, height } });
      const { page } = app;
      await openSearch(page, locale, width, height);
      const c = await shownCriteria(page);
      expect(c.ageMin).toBeDefined();
      const cards = page.getByTestId('match-candidate');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const num = async (name: string) => Number(await card.getAttribute(`data-${name}`));
        const age = await num('age');
        const h = await num('height');
        const edu = await num('education');
        if (c.ageMin !== undefined) expect(age).toBeGreaterThanOrEqual(c.ageMin);
        if (c.ageMax !== undefined) expect(age).toBeLessThanOrEqual(c.ageMax);
        if (c.heightMin !== undefined) expect(h).toBeGreaterThanOrEqual(c.heightMin);
        if (c.heightMax !== undefined) expect(h).toBeLessThanOrEqual(c.heightMax);
        if (c.educationMin !== undefined) expect(edu).toBeGreaterThanOrEqual(c.educationMin);
        if (c.areas.length) expect(c.areas).toContain(await card.getAttribute('data-area'));
        await card.getByTestId('match-score').waitFor({ state: 'visible' });
      }

      const firstId = await cards.first().getAttribute('data-id');
      const first = page.locator(`[data-testid="match-candidate"][data-id="${firstId}"]`);
      await first.getByTestId('match-ignore').click();
      await first.waitFor({ state: 'detached' });
      await page.getByTestId('match-undo').getByText(TEXTS[locale].undo).click();
      await first.waitFor({ state: 'visible' });
      expectNoConsoleErrors(app);
    });
  }

  it('an invitation appears under connection requests; a backup survives a reload (en-US)', async () => {
    const app = await browser.open({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    const id = await openSearch(page, 'en-US', 1366, 768);
    const card = page.getByTestId('match-candidate').nth(1);
    const targetId = await card.getAttribute('data-id');
    const name = (await card.locator('a').first().innerText()).trim();

    await card.getByTestId('match-backup').click();
    const kept = page.locator(`[data-testid="match-backup-item"][data-id="${targetId}"]`);
    await kept.waitFor({ state: 'visible' });
    await reloadWhenIdle(page);
    await kept.waitFor({ state: 'visible' });

    const again = page.locator(`[data-testid="match-candidate"][data-id="${targetId}"]`);
    await again.getByTestId('match-invite').click();
    const dialog = page.getByTestId('match-invite-dialog');
    await dialog.getByTestId('invite-place').fill('Blue Bottle Coffee');
    await dialog.getByTestId('invite-remark').fill('First meeting');
    await screenshot(page, 'matching-invite-en-US');
    await dialog.getByTestId('match-invite-dialog-submit').click();
    await page.getByText(TEXTS['en-US'].invited(name), { exact: true }).waitFor({ state: 'visible' });

    for (const who of [id, Number(targetId)]) {
      await page.goto(appUrl(`customer/detail?id=${who}&tab=match`));
      const tab = page.getByTestId('match-tab');
      await tab
        .getByText(/Blue Bottle Coffee · First meeting$/)
        .first()
        .waitFor({ state: 'visible' });
    }
    await screenshot(page, 'matching-connect-en-US');
    expectNoConsoleErrors(app);
  });
  for (const [locale, width, height] of [
    ['zh-CN', 1366, 768],
    ['en-US', 1920, 1080],
  ] as const) {
    it(`daily delivery shows statistics for "last week"; the board (${locale} ${width}x${height})`, async () => {
      const app = await browser.open({ locale, viewport: { width, height } });
      const { page } = app;
      await loginAt(page, 'matchmaker', 'match/delivery');
      await page.getByTestId('delivery-row').first().waitFor({ state: 'visible' });
      await page.getByTestId('delivery-period').click();
      await page.locator('[data-preset="last_week"]').click();
      const stat = page.getByTestId('delivery-stat');
      const range = stat.getByText(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/);
      await range.waitFor({ state: 'visible' });
      const [start, end] = (await range.innerText())
        .split(' ~ ')
        .map((d) => new Date(`${d}T00:00:00Z`).getTime());
      expect((end - start) / 86_400_000).toBe(6);
      expect(new Date(start).getUTCDay()).toBe(1);
      await page.waitForFunction(() => {
        const rows = document.querySelectorAll('[data-testid="delivery-workers"] tbody tr');
        const total = /\d+/.exec(document.querySelector('[data-testid="delivery-total"]')?.textContent ?? '');
        const sum = [...rows].reduce((n, r) => n + Number(r.lastElementChild?.textContent ?? 0), 0);
        return rows.length > 0 && total !== null && Number(total[0]) === sum;
      });
      await screenshot(page, `matching-delivery-${locale}-${width}x${height}`);

      await page.goto(appUrl('match/board'));
      await page.getByTestId('board-members').waitFor({ state: 'visible' });
      await page.getByTestId('delivery-row').first().waitFor({ state: 'visible' });
      await screenshot(page, `matching-board-${locale}-${width}x${height}`);
      expectNoConsoleErrors(app);
    });
  }
  it('the guest wall: add two members, reorder, remove after confirming; the order survives a reload (zh-CN)', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'matchmaker', 'match/guest-wall');
    await page.getByText('嘉宾墙暂无会员，请在上方选择。').waitFor({ state: 'visible' });
    const pick = page.getByTestId('wall-pick');
    for (const n of [0, 1]) {
      await pick.click();
      await page.getByRole('option').nth(n).click();
      await page.getByTestId('wall-add').click();
      await page.getByTestId('wall-item').nth(n).waitFor({ state: 'visible' });
    }
    const order = () =>
      page.getByTestId('wall-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    const before = await order();
    expect(before).toHaveLength(2);
    await page.getByTestId('wall-item').nth(1).getByRole('button', { name: '前移' }).click();
    await expect.poll(order).toEqual([before[1], before[0]]);
    await reloadWhenIdle(page);
    await page.getByTestId('wall-item').nth(1).waitFor({ state: 'visible' });
    expect(await order()).toEqual([before[1], before[0]]);
    await screenshot(page, 'matching-guest-wall-zh-CN-1366x768');
    await page.getByTestId('wall-item').first().getByTestId('wall-remove').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect.poll(order).toEqual([before[0]]);
    expectNoConsoleErrors(app);
  });
});
