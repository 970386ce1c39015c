import { defineFeature } from '../../registry/pages';
import { CustomerSearch } from './CustomerSearch';

/** Customers: the header search by user number (the life-cycle lists and detail page land here). */
export const customerFeature = defineFeature({
  name: 'customer',
  slots: { headerTools: [{ id: 'customer-search', component: CustomerSearch, order: 10 }] },
});
