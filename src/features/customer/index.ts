import { lazyWithReload } from '../../registry/chunks';
import { defineFeature, definePage } from '../../registry/pages';
import { AllocateBulkButton, AllocateRecordButton } from './allocation/AllocateButtons';
import { CustomerSearch } from './CustomerSearch';
import { LIFECYCLE_LISTS } from './lifecycle/lists';

/** One chunk for every life-cycle list: the page picks its list by the address. */
const LifecycleListPage = lazyWithReload(() => import('./lifecycle/LifecycleListPage'));

/** Customers: the header search by user number and the life-cycle lists (the detail page lands here). */
export const customerFeature = defineFeature({
  name: 'customer',
  pages: LIFECYCLE_LISTS.map((list) =>
    definePage({
      route: list.route,
      title: list.title,
      access: list.access,
      menu: { section: 'customer', icon: list.icon, order: list.order, counter: list.counter },
      component: LifecycleListPage,
    }),
  ),
  // Allocation to a matchmaker (S07) on a row, the detail page and the selected rows.
  bindings: { customer: { recordActions: [AllocateRecordButton], bulkActions: [AllocateBulkButton] } },
  slots: { headerTools: [{ id: 'customer-search', component: CustomerSearch, order: 10 }] },
});
