import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import WallIcon from '@mui/icons-material/Collections';
import DeliveryIcon from '@mui/icons-material/VolunteerActivism';
import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { MatchRowButton } from './MatchRowButton';

const MatchSearchPage = lazyWithReload(() => import('./MatchSearchPage'));
const DeliveryPage = lazyWithReload(() => import('./DeliveryPage'));
const BoardPage = lazyWithReload(() => import('./BoardPage'));
const GuestWallPage = lazyWithReload(() => import('./GuestWallPage'));

/**
 * The matching center (issue 13): the match search for one member (reached from the customer
 * detail's "Match" button and each customer row of a matchmaker), with ignore and its undo,
 * invitations and the backup list.
 */
export const matchingFeature = defineFeature({
  name: 'matching',
  pages: [
    definePage({
      route: 'matchSearch',
      title: 'app.matching.search.title',
      access: ['user_view'],
      component: MatchSearchPage,
    }),
    definePage({
      route: 'matchBoard',
      title: 'app.matching.board.title',
      access: ['match_center.my'],
      // S20: the matchmaker's board is the spec's watermarked page `match` (spec §1 role `match`).
      watermark: 'match',
      menu: { section: 'mate', icon: DashboardIcon, order: 10 },
      component: BoardPage,
    }),
    definePage({
      route: 'dailyDelivery',
      title: 'app.matching.delivery.title',
      access: ['match_center.my'],
      menu: { section: 'mate', icon: DeliveryIcon, order: 20 },
      component: DeliveryPage,
    }),
    definePage({
      route: 'guestWall',
      title: 'app.matching.wall.title',
      access: ['match_center.resource'],
      menu: { section: 'mate', icon: WallIcon, order: 25 },
      component: GuestWallPage,
    }),
  ],
  // A matchmaker opens the match search from any customer row.
  bindings: { customer: { recordActions: [MatchRowButton] } },
});
