import { accountFeature } from '../features/account';
import { adminToolsFeature } from '../features/admin-tools';
import { callsFeature } from '../features/calls';
import { contractsFeature } from '../features/contracts';
import { customerFeature } from '../features/customer';
import { dashboardFeature } from '../features/dashboard';
import { domainsFeature } from '../features/domains';
import { financeFeature } from '../features/finance';
import { matchingFeature } from '../features/matching';
import { mediaFeature } from '../features/media';
import { noticesFeature } from '../features/notices';
import { packagingFeature } from '../features/packaging';
import { paletteFeature } from '../features/palette';
import { rolesFeature } from '../features/roles';
import { settingsFeature } from '../features/settings';
import type { FeatureDefinition } from '../platform/pages';

/** Every feature folder of the app; the order only breaks ties between equal slot orders. */
export const features: readonly FeatureDefinition[] = [
  accountFeature,
  customerFeature,
  financeFeature,
  noticesFeature,
  mediaFeature,
  callsFeature,
  dashboardFeature,
  contractsFeature,
  settingsFeature,
  matchingFeature,
  packagingFeature,
  domainsFeature,
  adminToolsFeature,
  rolesFeature,
  paletteFeature,
];
