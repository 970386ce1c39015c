import { describe, expect, it } from 'vitest';
import { appUrl, loginAt } from '../support/e2e/app';
import { browserPerFile, expectNoConsoleErrors, screenshot, type Locale } from '../support/e2e/browser';

// The media library page in Chromium (spec §2, §5, §9): S19 V07 V16 E10 E11.

const browser = browserPerFile({ reuse: true });

const TEXTS: Readonly<Record<Locale, { all: string; total: RegExp; title: string }>> = {
  'en-US': { all: 'All', total: /^Total \d+ items$/, title: 'Media library' },
  'zh-CN': { all: '全部', total: /^共 \d+ 项$/, title: '媒体库' },
};

/** A real 1×1 PNG (it displays once uploaded). */
const DOT =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A PNG file of `size` bytes (the PNG signature, then zeros). */
function png(size: number): Buffer {
  const buffer = Buffer.alloc(size);
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(buffer);
  return buffer;
}

describe('media library', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      it(`[S19] the operate menu's media library shows 18 items per page and the tags with "${t.all}" (${locale} ${viewport.width})`, async () => {
        const app = await browser.open({ locale, viewport });
        const { page } = app;
        await loginAt(page, 'admin', 'attach');
        const items = page.getByTestId('media-item');
        await items.first().waitFor({ state: 'visible' });
        await expect.poll(() => items.count()).toBe(18);
        expect(await page.getByTestId('media-tag-0').innerText()).toBe(t.all);
        expect((await page.getByTestId('media-total').innerText()).trim()).toMatch(t.total);
        // The seeded pictures display offline (data URLs), none is broken.
        await expect
          .poll(() =>
            page
              .locator('[data-testid="media-item"] img')
              .evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).naturalWidth).length),
          )
          .toBe(0);
        await screenshot(page, `media-library-${locale}-${viewport.width}`);
        expectNoConsoleErrors(app);
      });
    }
  }

  it('[V07] [V16] [E10] [E11] zh-CN: the 5M image limit, the required tag name, a tag added then deleted', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    await loginAt(page, 'admin', 'attach');
    await page.getByTestId('media-item').first().waitFor({ state: 'visible' });

    const input = page.getByTestId('media-upload-input');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(5_242_881) });
    await page.getByText('请上传小于5M的图片', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'media-v07-zh-CN');
    await input.setInputFiles({
      name: 'e2e-small.png',
      mimeType: 'image/png',
      buffer: Buffer.from(DOT, 'base64'),
    });
    await page.getByRole('checkbox', { name: 'e2e-small.png' }).waitFor({ state: 'visible' });

    await page.getByTestId('media-tag-add').click();
    const dialog = page.getByTestId('media-tag-dialog');
    await dialog.getByTestId('media-tag-dialog-submit').click();
    await dialog.getByText('标签名称不能为空!', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'media-v16-zh-CN');
    await dialog.getByTestId('media-tag-name').fill('端到端标签');
    await dialog.getByTestId('media-tag-dialog-submit').click();
    await page.getByText('保存成功', { exact: true }).waitFor({ state: 'visible' });
    const tag = page.getByTestId('media-tags').getByRole('button', { name: '端到端标签', exact: true });
    await tag.click({ button: 'right' });
    await page.getByRole('menuitem', { name: '删除标签' }).click();
    await page.getByText('确认删除当前标签？', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'media-tag-delete-zh-CN');
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.getByText('删除成功', { exact: true }).waitFor({ state: 'visible' });
    await tag.waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: 'e2e-small.png' }).click();
    await page.getByTestId('media-delete-selected').click();
    await page.getByText('确认删除选中的1图片/视频', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.getByRole('checkbox', { name: 'e2e-small.png' }).waitFor({ state: 'detached' });
    expectNoConsoleErrors(app);
  });

  it('[S08] [V14] zh-CN: a form picture field picks from the library; a .gif it does not accept is refused', async () => {
    const app = await browser.open({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const { page } = app;
    // A GIF in the library (the library takes it; a banner picture accepts jpg, png, jpeg only).
    await loginAt(page, 'admin', 'attach');
    await page.getByTestId('media-item').first().waitFor({ state: 'visible' });
    await page.getByTestId('media-upload-input').setInputFiles({
      name: 'e2e-pick.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'),
    });
    await page.getByRole('checkbox', { name: 'e2e-pick.gif' }).waitFor({ state: 'visible' });

    await page.goto(appUrl('home-banner/create'));
    await page.getByTestId('picture-library').click();
    const picker = page.getByTestId('media-picker');
    await picker.waitFor({ state: 'visible' });
    await picker.getByRole('checkbox', { name: 'e2e-pick.gif' }).click();
    await page.getByText('不能选择 .gif 格式!', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'media-picker-v14-zh-CN');
    const chosen = picker.getByRole('checkbox', { name: /\.(jpg|png)$/ }).first();
    const name = await chosen.getAttribute('aria-label');
    await chosen.click();
    await expect.poll(() => chosen.getAttribute('aria-checked')).toBe('true');
    await picker.getByTestId('media-picker-confirm').click();
    await picker.waitFor({ state: 'detached' });
    // The chosen picture is the field's value, shown in the uploader.
    const field = page.getByTestId('picture-input-image');
    await expect.poll(() => field.locator('img').count()).toBe(1);
    expect(name).toMatch(/\.(jpg|png)$/);
    expectNoConsoleErrors(app);
  });
});
