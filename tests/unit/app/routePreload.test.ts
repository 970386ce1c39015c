import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { loadPageAt, loadPageWithin } from '../../../src/app/routePreload';
import { lazyWithReload } from '../../../src/platform/chunks';
import { defineFeature, definePage } from '../../../src/platform/pages';

/** A lazily loaded page whose chunk the test sees being asked for. */
function lazyPage() {
  const factory = vi.fn(() => Promise.resolve({ default: (() => null) as ComponentType }));
  return { factory, component: lazyWithReload(factory) };
}

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the page an address opens is loaded before the first render (issue 44)', () => {
  it("a bespoke page's chunk, and what its first render needs besides, with the address's query", async () => {
    const match = lazyPage();
    const other = lazyPage();
    const preload = vi.fn(() => Promise.resolve());
    const features = [
      defineFeature({
        name: 'test',
        pages: [
          definePage({ route: 'matchSearch', title: 't', component: match.component, preload }),
          definePage({ route: 'dailyDelivery', title: 't', component: other.component }),
        ],
      }),
    ];
    await loadPageAt(at('/match/search', '?id=3&tab=x'), features);
    expect(match.factory).toHaveBeenCalledTimes(1);
    expect(other.factory).not.toHaveBeenCalled();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload.mock.calls[0]).toEqual([new URLSearchParams('id=3&tab=x')]);
  });

  it("a resource list's own page (a binding's list page), not another resource's", async () => {
    const library = lazyPage();
    const features = [
      defineFeature({ name: 'test', bindings: { attach: { pages: { list: library.component } } } }),
    ];
    await loadPageAt(at('/store'), features);
    expect(library.factory).not.toHaveBeenCalled();
    await loadPageAt(at('/attach'), features);
    expect(library.factory).toHaveBeenCalledTimes(1);
  });

  it('never rejects: a chunk or a preload that fails is left to the page, which reports it as it renders', async () => {
    const failing = lazyWithReload<object>(() => Promise.reject(new Error('boom')));
    const features = [
      defineFeature({
        name: 'test',
        pages: [
          definePage({
            route: 'matchSearch',
            title: 't',
            component: failing,
            preload: () => Promise.reject(new Error('tab boom')),
          }),
        ],
      }),
    ];
    await expect(loadPageAt(at('/match/search'), features)).resolves.toBeUndefined();
    await expect(loadPageAt(at('/nowhere'), features)).resolves.toBeUndefined();
  });

  it('waits for a slow chunk at most the given time: the admin then renders and the page shows its loading state', async () => {
    vi.useFakeTimers();
    try {
      const never = lazyWithReload<object>(() => new Promise(() => undefined));
      const features = [
        defineFeature({
          name: 'test',
          pages: [definePage({ route: 'matchSearch', title: 't', component: never })],
        }),
      ];
      let settled = false;
      const waited = loadPageWithin(at('/match/search'), 3_000, features).then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(2_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waited;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
