import { defineFeature } from '../../platform/pages';
import { FinanceButton } from './FinanceDrawer';

/** Finance: the header's finance drawer and the cash recharge (spec §2, §5 V01-V04). */
export const financeFeature = defineFeature({
  name: 'finance',
  slots: { headerTools: [{ id: 'finance', component: FinanceButton, order: 30 }] },
});
