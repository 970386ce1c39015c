import { describe, expect, it } from 'vitest';
import { initialTabs, openTab, tabOf } from '../../../src/layout/tabs/tabsModel';
import { definePage } from '../../../src/platform/pages';
import { titleOfPath } from '../../../src/platform/routeMeta';
import { linkTo } from '../../../src/platform/routes';

// Issue 11 point 4: a tab per customer in the shell's tab bar.

describe('a tab per customer', () => {
  it('keeps the customer id in the tab identity, not the other query parameters', () => {
    const tab = tabOf(linkTo('customerDetail', { id: 3, tab: 'follow', add: 1 }));
    expect(tab.path).toBe('/customer/detail?id=3');
    expect(tab.fullPath).toBe('/customer/detail?id=3&tab=follow&add=1');
    expect(tabOf('/customer/mine?page=2').path).toBe('/customer/mine');
  });

  it('opens one tab per customer and reuses it for the same customer', () => {
    let state = openTab(initialTabs(), '/customer/detail?id=3');
    state = openTab(state, '/customer/detail?id=4');
    state = openTab(state, '/customer/detail?id=3&tab=profile');
    expect(state.tabs.map((t) => t.path)).toEqual(['/', '/customer/detail?id=3', '/customer/detail?id=4']);
    expect(state.active).toBe('/customer/detail?id=3');
    expect(state.tabs[1].fullPath).toBe('/customer/detail?id=3&tab=profile');
  });

  it("titles such a tab with its page's title until the page names the customer", () => {
    const page = definePage({
      route: 'customerDetail',
      title: 'app.customer_detail.title',
      component: () => null,
    });
    expect(titleOfPath('/customer/detail?id=3', new Set(['customer']), [page])).toEqual([
      { key: 'app.customer_detail.title' },
    ]);
  });
});
