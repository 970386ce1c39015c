import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';

const ContractNewPage = lazyWithReload(() => import('./ContractNewPage'));

/** Contracts (issue 15 point 4): the generator with its print-ready preview and the e-contract calls. */
export const contractsFeature = defineFeature({
  name: 'contracts',
  pages: [
    definePage({
      route: 'contractNew',
      title: 'app.contracts.title',
      access: ['user_view'],
      component: ContractNewPage,
    }),
    // The same page on a saved contract (issue 40): its form edits it.
    definePage({
      route: 'contractEdit',
      title: 'app.contracts.edit_title',
      access: ['user_view'],
      component: ContractNewPage,
    }),
  ],
});
