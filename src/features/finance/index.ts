import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { FinanceButton } from './FinanceDrawer';

/**
 * Finance: the header's finance drawer and the cash recharge (spec §2, §5 V01-V04), and the
 * browser demo's payment page of a recharge (issue 42: outside the layout, every signed-in user).
 */
export const financeFeature = defineFeature({
  name: 'finance',
  pages: [
    definePage({
      route: 'rechargePay',
      title: 'app.finance.payment.title',
      noLayout: true,
      component: lazyWithReload(() => import('./PaymentPage')),
    }),
  ],
  slots: { headerTools: [{ id: 'finance', component: FinanceButton, order: 30 }] },
});
