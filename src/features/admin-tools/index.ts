import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { CHANGE_LOG_PERMISSION, LinkToolButton, UpdateNotesButton } from './HeaderButtons';
import { SiteIdentitySync } from './SiteIdentitySync';
import { DeviceActions } from './devices/DeviceActions';
import { OnlineDevicesButton } from './devices/OnlineDevicesButton';
import { TransferCustomersButton } from './stores/TransferCustomersButton';

/** The header's link tool and update notes, the site's identity the stores' customer transfer and the work phones' actions (spec §2, §7; issue 16 points 6, 7, 9). */
export const adminToolsFeature = defineFeature({
  name: 'admin-tools',
  pages: [
    definePage({
      route: 'linkTool',
      title: 'app.admin_tools.links.title',
      component: lazyWithReload(() => import('./LinkToolPage')),
    }),
    definePage({
      route: 'softwareUpdate',
      title: 'app.admin_tools.updates.title',
      access: [CHANGE_LOG_PERMISSION],
      component: lazyWithReload(() => import('./UpdateNotesPage')),
    }),
  ],
  bindings: {
    store: { recordActions: [TransferCustomersButton] },
    'worker-device': { recordActions: [DeviceActions], listActions: [OnlineDevicesButton] },
  },
  slots: {
    headerTools: [
      { id: 'link-tool', component: LinkToolButton, order: 20 },
      { id: 'update-notes', component: UpdateNotesButton, order: 50 },
    ],
    overlays: [{ id: 'site-identity', component: SiteIdentitySync }],
  },
});
