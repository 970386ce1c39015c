import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPath, appUrl, loginAt, menuLink, tableRows } from '../support/e2e/app';
import { expectNoConsoleErrors, screenshot, browserPerFile } from '../support/e2e/browser';

const browser = browserPerFile({ reuse: true });

/** The error helper text under a react-admin input. */
function fieldError(page: Page, name: string): Locator {
  return page
    .locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) })
    .locator('p.MuiFormHelperText-root.Mui-error');
}

/** The id in a record route: /blind/admin-view/store/<id> or …/store/<id>/show. */
function storeIdOf(url: URL): string | undefined {
  const base = appPath('store/');
  if (!url.pathname.startsWith(base)) return undefined;
  const id = url.pathname.slice(base.length).split('/')[0];
  return id && id !== 'create' ? id : undefined;
}

/** react-admin's Edit button of a store (on its show page, or in its list row). */
function editLink(scope: Page | Locator, id: string): Locator {
  return scope.locator(`a[aria-label="Edit"][href="${appPath(`store/${id}`)}"]`);
}

/** Opens the store list, newest first (react-admin list URL parameters). */
/** Logs in on the store list, newest first. */
async function loginOnStoreList(page: Page): Promise<void> {
  await loginAt(page, 'admin', 'store?sort=id&order=DESC&page=1&perPage=10');
  await tableRows(page).first().waitFor({ state: 'visible' });
}

describe('store', () => {
  it('creates, edits and deletes a store, with validation messages on the form', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    const name = `E2E store ${Date.now().toString(36)}`;
    await loginOnStoreList(page);

    // Create: empty name and a 3-letter phone are refused with messages under the inputs.
    await page.locator('a[aria-label="Create"]').click();
    await page.waitForURL((url) => url.pathname === appPath('store/create'));
    await page.locator('input[name="phone"]').fill('abc');
    await page.locator('button[type="submit"]').click();
    await fieldError(page, 'name').waitFor({ state: 'visible' });
    expect((await fieldError(page, 'name').innerText()).trim()).toBe('Required');
    await fieldError(page, 'phone').waitFor({ state: 'visible' });
    expect((await fieldError(page, 'phone').innerText()).trim()).toMatch(/phone/i);
    expect(new URL(page.url()).pathname).toBe(appPath('store/create'));
    await screenshot(page, 'store-create-errors');

    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[name="phone"]').fill('13912345678');
    await page.locator('input[name="manager"]').fill('Li Lei');
    await page.locator('input[name="address"]').fill('1 Century Avenue, Shanghai');
    await page.locator('[name="remark"]').fill('created by the e2e test');
    await fieldError(page, 'name').waitFor({ state: 'detached' });
    await fieldError(page, 'phone').waitFor({ state: 'detached' });
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => storeIdOf(url) !== undefined);
    const id = storeIdOf(new URL(page.url()));
    if (!id) throw new Error(`no store id in ${page.url()}`);

    // Edit (reached through the app, as a user would): the new name is saved and listed.
    await editLink(page, id).first().click();
    const nameInput = page.locator('input[name="name"]');
    await nameInput.waitFor({ state: 'visible' });
    expect(await nameInput.inputValue()).toBe(name);
    await nameInput.fill(`${name} edited`);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== appPath(`store/${id}`));
    await menuLink(page, 'store').first().click();
    const row = tableRows(page).filter({ hasText: `${name} edited` });
    await row.waitFor({ state: 'visible' });

    // Delete: confirm in the dialog, then the store is gone from the list.
    await editLink(row, id).click();
    await nameInput.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL((url) => url.pathname === appPath('store'));
    await tableRows(page).first().waitFor({ state: 'visible' });
    await row.waitFor({ state: 'detached' });
    await screenshot(page, 'store-deleted');
    expectNoConsoleErrors(app);
  });

  it('a store saved just before a reload is still there after it (demo API persistence)', async () => {
    const app = await browser.open({ locale: 'en-US' });
    const { page } = app;
    const name = `E2E reload ${Date.now().toString(36)}`;
    await loginAt(page, 'admin', 'store/create');
    await page.locator('input[name="name"]').fill(name);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => storeIdOf(url) !== undefined);
    const id = storeIdOf(new URL(page.url()));
    if (!id) throw new Error(`no store id in ${page.url()}`);
    await page.goto(appUrl(`store/${id}`)); // a full page load right after the save
    await page.locator('input[name="name"]').waitFor({ state: 'visible' });
    expect(await page.locator('input[name="name"]').inputValue()).toBe(name);
    expectNoConsoleErrors(app);
  });
});
