import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../resources';
import { features } from '../../../src/app/features';
import { WATERMARK_TEST_ID } from '../../../src/layout/watermark/watermark';
import { watermarkPageOf } from '../../../src/layout/watermark/watermarkPages';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { ROLE_IDS } from '../../../src/mocks/seeds/role';
import { queryProbe } from '../../support/queryProbe';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';

/**
 * S20 per page name (issue 42 point 4): each name of the spec's list that the app has is shown on
 * its route for a user with track_watermark (the admin demo account) and not for one without
 * (sales). Sales is given the administrator role here, so that it opens every one of these pages:
 * only track_watermark differs.
 */
const { db } = setupDemoServer({ customerCount: 10 });

// The whole admin renders: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 30_000 };

/** A route of each declared name (docs/architecture.md, "Watermarked pages"). */
const ROUTES_BY_NAME = [
  ['customerDetail', '/customer/detail?id=1'],
  ['authReview', '/customer-auth'],
  ['userCenter', '/userCenter/index'],
  ['channel', '/channel'],
  ['followRecord', '/worker-user'],
  ['serviceRecord', '/customer-service-record'],
  ['orderList', '/purchase-order'],
  ['match', '/match/board'],
] as const;

const pages = features.flatMap((f) => f.pages ?? []);
const overlay = () => document.querySelector(`[data-testid="${WATERMARK_TEST_ID}"]`);
const pathOf = (route: string) => route.split('?')[0] ?? route;

/** Waits until the route's page is the one on screen: its tab is the selected one, no 403. */
async function pageOpen(route: string, router: { state: { location: { pathname: string } } }) {
  const path = pathOf(route);
  await waitFor(() => {
    const selected = screen.getByTestId('tab-bar').querySelector('[role="tab"][aria-selected="true"]');
    expect(selected?.getAttribute('data-path')?.split('?')[0]).toBe(path);
  }, T);
  expect(router.state.location.pathname).toBe(path);
}

beforeAll(async () => {
  await db.ready();
  const sales = db.get('worker', 2);
  if (!sales) throw new Error('no sales worker in the seed');
  db.replace('worker', { ...sales, role_ids: [ROLE_IDS.admin] });
});

beforeEach(() => {
  // The must-handle dialog (once a day) is not what these tests look at.
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
});

describe('[S20] the watermark on each page of the spec that the app has', () => {
  it('has a route here for every declared name, each route being that name', () => {
    const declared = new Set([
      ...resources.flatMap((r) =>
        !r.watermark ? [] : typeof r.watermark === 'string' ? [r.watermark] : Object.values(r.watermark),
      ),
      ...pages.flatMap((p) => (p.watermark ? [p.watermark] : [])),
    ]);
    expect(ROUTES_BY_NAME.map(([name]) => name).sort()).toEqual([...declared].sort());
    for (const [name, route] of ROUTES_BY_NAME) {
      expect(watermarkPageOf(pathOf(route), resources, pages)).toBe(name);
    }
  });

  it.each(ROUTES_BY_NAME)('%s (%s): shown for the admin, who has track_watermark', async (_name, route) => {
    await loginAs('admin');
    const { router } = await renderApp(route);
    await waitFor(() => expect(overlay()).not.toBeNull(), T);
    await pageOpen(route, router);
  });

  it.each(ROUTES_BY_NAME)('%s (%s): absent for sales, who has not', async (_name, route) => {
    await loginAs('sales');
    const probe = queryProbe();
    const { router } = await renderApp(route, undefined, probe.features);
    await pageOpen(route, router);
    // The watermark decides once the identity is in: that identity says no watermark.
    await waitFor(
      () =>
        expect(probe.data(['auth', 'getIdentity'])).toMatchObject({
          fullName: '王芳',
          session: { trackWatermark: false },
        }),
      T,
    );
    expect(overlay()).toBeNull();
  });
});
