import { accountFeature } from '../features/account';
import { callsFeature } from '../features/calls';
import { customerFeature } from '../features/customer';
import { dashboardFeature } from '../features/dashboard';
import { financeFeature } from '../features/finance';
import { noticesFeature } from '../features/notices';
import type { FeatureDefinition } from '../registry/pages';

/** Every feature folder of the app; the order only breaks ties between equal slot orders. */
export const features: readonly FeatureDefinition[] = [
  accountFeature,
  customerFeature,
  financeFeature,
  noticesFeature,
  callsFeature,
  dashboardFeature,
];
