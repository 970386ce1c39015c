import { DEMO_MODE } from '../../../dataProvider/config';
import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { LogoutMenuItem, MyAccountMenuItem } from './AccountMenuItems';
import { AdvanceDayMenuItem, AdvanceWorkingDayMenuItem } from './DemoClockMenuItems';
import { DemoStatusBanner } from './DemoStatusBanner';
import { ResetDemoMenuItem } from './ResetDemoMenuItem';
import { LoginAsButton, ReturnToOriginalButton } from './TemporaryAccount';
import { UserConfigLoader } from './UserConfigLoader';

/** The signed-in user: user center, password, logout, temporary accounts ("log in as"), demo reset. */
export const accountFeature = defineFeature({
  name: 'account',
  pages: [
    definePage({
      route: 'login',
      title: 'app.login.title',
      noLayout: true,
      component: lazyWithReload(() => import('./LoginPage')),
    }),
    definePage({
      route: 'userCenter',
      title: 'app.user_center.title',
      watermark: 'userCenter',
      component: lazyWithReload(() => import('./UserCenterPage')),
    }),
    // The user's own name, avatar and phone (spec §2 `/account/settings`, issue 42).
    definePage({
      route: 'accountSettings',
      title: 'app.user_center.settings',
      watermark: 'userCenter',
      component: lazyWithReload(() => import('./AccountSettingsPage')),
    }),
    definePage({
      route: 'changePassword',
      title: 'app.user_center.change_password',
      watermark: 'userCenter',
      component: lazyWithReload(() => import('./ChangePasswordPage')),
    }),
  ],
  // Admins "log in as" a worker from its list row and detail page (temporary account, spec §4).
  bindings: { worker: { recordActions: [LoginAsButton] } },
  slots: {
    headerTools: [{ id: 'return-to-original', component: ReturnToOriginalButton, order: 0 }],
    // The user's config (`GET /admin/user/config`), asked as soon as they are signed in.
    overlays: [{ id: 'user-config', component: UserConfigLoader, order: 0 }],
    banners: DEMO_MODE ? [{ id: 'demo-status', component: DemoStatusBanner, order: 0 }] : [],
    accountMenu: [
      { id: 'my-account', component: MyAccountMenuItem, order: 10 },
      ...(DEMO_MODE
        ? [
            { id: 'demo-clock-day', component: AdvanceDayMenuItem, order: 46 },
            { id: 'demo-clock-working-day', component: AdvanceWorkingDayMenuItem, order: 47 },
            { id: 'reset-demo', component: ResetDemoMenuItem, order: 50 },
          ]
        : []),
      { id: 'logout', component: LogoutMenuItem, order: 90 },
    ],
  },
});
