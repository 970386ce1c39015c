import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTheme, type ThemeOptions } from '@mui/material';
import {
  drawWatermarkTile,
  mountWatermark,
  TILE_HEIGHT,
  TILE_WIDTH,
  WATERMARK_TEST_ID,
  watermarkInk,
} from '../../../src/layout/watermark/watermark';
import { blindDarkTheme, blindLightTheme } from '../../../src/app/theme';
import { resources } from '../../../resources';
import { WATERMARK_PAGES } from '../../../resources/core/define';
import { features } from '../../../src/app/features';
import { watermarkPageOf } from '../../../src/layout/watermark/watermarkPages';
import { ROOT } from '../../support/repoFiles';

const pages = features.flatMap((f) => f.pages ?? []);
const pageOf = (path: string) => watermarkPageOf(path, resources, pages);

/** The names a resource or a page declares. */
const declared = new Set([
  ...resources.flatMap((r) =>
    !r.watermark ? [] : typeof r.watermark === 'string' ? [r.watermark] : Object.values(r.watermark),
  ),
  ...pages.flatMap((p) => (p.watermark ? [p.watermark] : [])),
]);

/** The names docs/architecture.md lists as having no screen, each with its reason. */
function namesWithoutScreen(): Map<string, string> {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split('### Names without a screen')[1]?.split(/\n## /)[0] ?? '';
  const rows = [...section.matchAll(/^\| `(\w+)`\s*\| (.+?)\s*\|$/gm)];
  return new Map(rows.map(([, name, reason]) => [name ?? '', reason ?? '']));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const overlay = () => document.querySelector<HTMLElement>(`[data-testid="${WATERMARK_TEST_ID}"]`);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('[S20] watermark pages', () => {
  it('lists the 15 pages of the spec', () => {
    expect([...WATERMARK_PAGES].sort()).toEqual(
      [
        'customerDetail',
        'authReview',
        'dataReview',
        'userCenter',
        'operate',
        'sell',
        'match',
        'crmData',
        'performance',
        'channel',
        'customerFollow',
        'followRecord',
        'serviceRecord',
        'orderList',
        'transactionList',
      ].sort(),
    );
  });

  it('declares every name that has a screen on its route, and lists each other one in the docs with its reason', () => {
    const without = namesWithoutScreen();
    for (const name of WATERMARK_PAGES) {
      expect(declared.has(name) !== without.has(name), name).toBe(true);
      if (without.has(name)) expect(without.get(name)?.length, name).toBeGreaterThan(20);
    }
    expect([...without.keys()].filter((n) => !(WATERMARK_PAGES as readonly string[]).includes(n))).toEqual(
      [],
    );
  });

  it.each([
    ['/customer/detail', 'customerDetail'],
    ['/purchase-order', 'orderList'],
    ['/match/board', 'match'],
    ['/customer/12/show', 'customerDetail'],
    ['/userCenter/index', 'userCenter'],
    ['/userCenter/changePassword', 'userCenter'],
    ['/worker-user', 'followRecord'],
    ['/worker-user/3/show', 'followRecord'],
    ['/customer-service-record', 'serviceRecord'],
    ['/channel/', 'channel'],
    ['/customer-auth', 'authReview'],
    ['/customer-auth/4', 'authReview'],
  ])('%s is the page %s', (path, page) => {
    expect(pageOf(path)).toBe(page);
  });

  it.each([
    '/',
    '/customer',
    '/customer/12',
    '/store',
    '/worker',
    '/channels',
    '/userCenterX',
    '/purchase-order/create',
    '/purchase-order/3',
  ])('%s has no watermark', (path) => {
    expect(pageOf(path)).toBeUndefined();
  });
});

const INK = 'rgba(0, 0, 0, 0.12)';

describe('[S20] watermark overlay', () => {
  it("is drawn in the theme's faint text colour: dark on the light theme, light on the dark one", () => {
    expect(watermarkInk(createTheme(blindLightTheme as ThemeOptions))).toBe(INK);
    expect(watermarkInk(createTheme(blindDarkTheme as ThemeOptions))).toBe('rgba(255, 255, 255, 0.12)');
  });

  it('draws the name on a 400×200 canvas', () => {
    const fillText = vi.fn();
    const context = {
      clearRect: vi.fn(),
      translate: vi.fn(),
      rotate: vi.fn(),
      fillText,
      font: '',
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
    };
    const sizes: [number, number][] = [];
    const fake = function (this: HTMLCanvasElement) {
      sizes.push([this.width, this.height]);
      return context;
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      fake as unknown as HTMLCanvasElement['getContext'],
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAA');
    expect(drawWatermarkTile('林晓', INK)).toBe('data:image/png;base64,AAA');
    expect(sizes).toEqual([[TILE_WIDTH, TILE_HEIGHT]]);
    expect(fillText).toHaveBeenCalledWith('林晓', 0, 0);
    expect(context.fillStyle).toBe(INK);
  });

  it('is a fixed, click-through overlay with the tile as a repeating background', () => {
    const handle = mountWatermark('林晓', INK, document.body, () => 'data:image/png;base64,AAA');
    const el = overlay();
    expect(el).not.toBeNull();
    expect(el?.style.position).toBe('fixed');
    expect(el?.style.pointerEvents).toBe('none');
    expect(el?.style.backgroundRepeat).toBe('repeat');
    expect(el?.style.backgroundImage).toContain('data:image/png;base64,AAA');
    expect(el?.getAttribute('aria-hidden')).toBe('true');
    handle.destroy();
    expect(overlay()).toBeNull();
  });

  it('comes back when its node is removed', async () => {
    const handle = mountWatermark('林晓', INK, document.body, () => 'data:x');
    overlay()?.remove();
    await flush();
    expect(overlay()).not.toBeNull();
    document.body.removeChild(handle.element());
    await flush();
    expect(overlay()).not.toBeNull();
    expect(document.querySelectorAll(`[data-testid="${WATERMARK_TEST_ID}"]`)).toHaveLength(1);
    handle.destroy();
  });

  it('restores its style and attributes when changed', async () => {
    const handle = mountWatermark('林晓', INK, document.body, () => 'data:x');
    const el = handle.element();
    el.style.display = 'none';
    el.setAttribute('hidden', '');
    el.className = 'gone';
    await flush();
    expect(el.style.display).toBe('block');
    expect(el.hasAttribute('hidden')).toBe(false);
    expect(el.hasAttribute('class')).toBe(false);
    handle.destroy();
    await flush();
    expect(overlay()).toBeNull();
  });
});
