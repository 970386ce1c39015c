import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { HomePage } from './HomePage';
import { FollowStatusButton } from './staff/FollowStatusButton';
import { SetPasswordButton } from './staff/SetPasswordButton';

const SchedulePage = lazyWithReload(() => import('./schedule/SchedulePage'));

/**
 * Dashboards (issue 14): home by role (the user index a temporary account returns to shows it too),
 * the worker schedule, and the staff actions on workers and follow records.
 */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  pages: [
    definePage({ route: 'userIndex', title: 'app.menu.home', component: HomePage }),
    definePage({
      route: 'workerSchedule',
      title: 'app.dashboard.schedule.title',
      access: ['dashboard.worker_schedule'],
      menu: { section: 'dashboard', icon: ViewWeekIcon, order: 29 },
      component: SchedulePage,
    }),
  ],
  bindings: {
    worker: { recordActions: [SetPasswordButton] },
    'worker-user': { recordActions: [FollowStatusButton] },
  },
});
