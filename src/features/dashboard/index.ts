import { defineFeature, definePage } from '../../registry/pages';
import { HomePage } from './HomePage';

/** Dashboards: home (the user index a temporary account returns to shows it too). */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  pages: [definePage({ route: 'userIndex', title: 'app.menu.home', component: HomePage })],
});
