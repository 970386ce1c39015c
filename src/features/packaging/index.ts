import { defineFeature } from '../../platform/pages';
import { AuthorizationButton } from './AuthorizationButton';
import { BuildPackButton } from './BuildPackButton';
import { PackAutoRefresh } from './PackAutoRefresh';
import { PackStepButtons } from './PackStepButtons';
import { TrialQrButton } from './TrialQrButton';

/**
 * Mini-app and official-account packaging (issue 16 point 2) on the `pack` list: authorisations,
 * build, then audit, cancel audit, cancel, online, and the trial version's QR code.
 */
export const packagingFeature = defineFeature({
  name: 'packaging',
  bindings: {
    pack: {
      listActions: [BuildPackButton, AuthorizationButton, PackAutoRefresh],
      recordActions: [PackStepButtons, TrialQrButton],
    },
  },
});
