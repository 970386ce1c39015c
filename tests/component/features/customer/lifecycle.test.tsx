import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkTo } from '../../../../src/platform/routes';
import { LIFECYCLE_LISTS } from '../../../../src/features/customer/lifecycle/lists';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

const demo = setupDemoServer({ customerCount: 120 });

/** The `type` of every customer list request the app sends. */
function listTypes(): (string | null)[] {
  const types: (string | null)[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/plugin/love/admin/customer') types.push(url.searchParams.get('type'));
  });
  return types;
}

const EXPECTED = [
  {
    route: 'customerClue',
    path: '/customer/clue',
    type: '1',
    title: 'Clues',
    counter: 'customer_clue_count',
  },
  {
    route: 'publicSeaList',
    path: '/customer/public-sea',
    type: '2',
    title: 'Public sea',
    counter: 'public_sea_count',
  },
  {
    route: 'myCustomerList',
    path: '/customer/mine',
    type: '0',
    title: 'My customers',
    counter: 'my_customer_count',
  },
  {
    route: 'myAllocate',
    path: '/customer/allocated',
    type: '3',
    title: 'My allocated',
    counter: 'my_allocate_count',
  },
  {
    route: 'planExpiry',
    path: '/customer/plan-expiry',
    type: '4',
    title: 'Expired members',
    counter: 'plan_expiry_count',
  },
] as const;

describe('customer life-cycle lists', () => {
  it('the notice targets link to the lists’ own routes', () => {
    expect(LIFECYCLE_LISTS.map((l) => [l.route, linkTo(l.route)])).toEqual(
      EXPECTED.map((e) => [e.route, e.path]),
    );
  });

  it.each(EXPECTED)(
    '[V23] $path: its title, menu entry with badge, and the fixed type=$type on every request',
    async ({ path, type, title, counter }) => {
      const types = listTypes();
      await loginAs('admin');
      await renderApp(path);
      await waitFor(() => expect(document.title).toContain(title), APP_WAIT);
      const item = await screen.findByRole('menuitem', { name: new RegExp(title) }, APP_WAIT);
      expect(within(item).getByTestId(`menu-counter-${counter}`)).toBeInTheDocument();
      await waitFor(() => expect(types.length).toBeGreaterThan(0), APP_WAIT);
      // Every request of the list carries its type; the all-customers list sends none.
      const ofType = demo.db.list('customer').filter((c) => String(c.customer_type) === type).length;
      expect(ofType).toBeGreaterThan(0);
      await waitFor(
        () => expect(document.querySelectorAll('.list-customer tbody tr')).toHaveLength(Math.min(10, ofType)),
        APP_WAIT,
      );
      expect(types.every((t) => t === type)).toBe(true);
      // The fixed type is neither a column nor a filter the user could change.
      expect(screen.queryByRole('columnheader', { name: 'Customer type' })).toBeNull();
    },
  );

  it('the all-customers list stays, without a type', async () => {
    const types = listTypes();
    await loginAs('admin');
    await renderApp('/customer');
    await screen.findByRole('columnheader', { name: 'Customer type' }, APP_WAIT);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => t === null)).toBe(true);
  });

  it('[V23] a matchmaker sees no clue list in the menu and gets the 403 page by URL', async () => {
    await loginAs('matchmaker');
    await renderApp('/customer/clue');
    expect(
      await screen.findByText('Sorry, you do not have access to this page.', {}, APP_WAIT),
    ).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /My allocated/ }, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Clues/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Public sea/ })).toBeNull();
  });
});
