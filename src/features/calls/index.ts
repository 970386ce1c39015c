import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { DEMO_MODE } from '../../../dataProvider/config';
import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { AnalysisButton } from './AnalysisButton';
import { CallPopup } from './CallPopup';
import { CallWorkerFilter } from './CallWorkerFilter';
import { LiveConnection } from './LiveConnection';
import { MissedCallButtons } from './MissedCallButtons';
import { RecordingCell } from './RecordingCell';
import { SIMULATE_MENU_ITEMS } from './SimulateMenuItems';

/**
 * Calls (issue 12): the live connection (socket, alerts), the call popup, the recordings of the
 * call list, the AI analysis of a call and, in demo builds, the account menu's "simulate" entries.
 */
export const callsFeature = defineFeature({
  name: 'calls',
  pages: [
    definePage({
      route: 'callStats',
      title: 'app.calls.stats.title',
      access: ['user_view'],
      menu: { section: 'operate', icon: QueryStatsIcon, order: 11 },
      component: lazyWithReload(() => import('./CallStatsPage')),
    }),
  ],
  bindings: {
    'worker-call': {
      fields: { record_url: { cell: RecordingCell }, worker_id: { filter: CallWorkerFilter } },
      recordActions: [MissedCallButtons, AnalysisButton],
    },
  },
  slots: {
    accountMenu: DEMO_MODE ? SIMULATE_MENU_ITEMS : [],
    overlays: [
      { id: 'live-connection', component: LiveConnection, order: 10 },
      { id: 'call-popup', component: CallPopup, order: 20 },
    ],
  },
});
