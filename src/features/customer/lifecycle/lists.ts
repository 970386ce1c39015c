import type { ComponentType } from 'react';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import WavesIcon from '@mui/icons-material/Waves';
import type { Explanation, FieldOverrides } from '../../../../resources/core/define';
import { LIST_PERMISSION_OF_TYPE, type CUSTOMER_TYPES } from '../../../../resources/customer';
import { EXPLAINED } from '../../../components/explanations';
import { DaysLeftCell } from './DaysLeftCell';
import { matchesRoute, type RouteName } from '../../../platform/routes';

/** One customer life-cycle list: a view of `customer` with a `type` filter the user cannot remove. */
export interface LifecycleList {
  route: RouteName;
  /** The list's `type` sent to the server (spec §2 notice targets), also its `customer_type`. */
  type: (typeof CUSTOMER_TYPES)[number];
  /** i18n key: menu entry, tab, document title and list header. */
  title: string;
  /** Permissions of which any one opens the list (V23). */
  access: readonly string[];
  /** The explanation of its customer status, shown as help beside the title (issue 16 point 9). */
  explanation: Explanation;
  /** `get-stat-count` key of its menu badge (S12). */
  counter: string;
  icon: ComponentType;
  order: number;
  /** Columns of the customer list that say nothing in this list (no matchmaker in the public sea). */
  hiddenColumns?: readonly string[];
  /** Columns only this list shows (after the phone number). */
  extraColumns?: readonly string[];
  /** Cells only this list shows (a field read differently in this list). */
  fields?: Readonly<Record<string, FieldOverrides>>;
}

/** The life-cycle lists in menu order, after the all-customers list (order 10). */
export const LIFECYCLE_LISTS: readonly LifecycleList[] = [
  {
    route: 'customerClue',
    type: 1,
    title: 'app.customer_lists.clue',
    explanation: EXPLAINED.clue,
    access: [LIST_PERMISSION_OF_TYPE[1]],
    counter: 'customer_clue_count',
    icon: PersonSearchIcon,
    order: 11,
    extraColumns: ['channel_id'],
  },
  {
    route: 'publicSeaList',
    type: 2,
    title: 'app.customer_lists.public_sea',
    explanation: EXPLAINED.publicSea,
    access: [LIST_PERMISSION_OF_TYPE[2]],
    counter: 'public_sea_count',
    icon: WavesIcon,
    order: 12,
    // The days in the sea say more than the creation time; room for "Claim" at 1366 px.
    hiddenColumns: ['worker_id', 'area', 'created_at'],
    extraColumns: ['sea_entered_at'],
  },
  {
    route: 'myCustomerList',
    type: 0,
    title: 'app.customer_lists.mine',
    explanation: EXPLAINED.myCustomers,
    access: [LIST_PERMISSION_OF_TYPE[0]],
    counter: 'my_customer_count',
    icon: AssignmentIndIcon,
    order: 13,
    // The days left before the customer flows into the public sea (resources/core/seaCountdown.ts).
    extraColumns: ['last_follow_at'],
    hiddenColumns: ['created_at'],
    fields: { last_follow_at: { cell: DaysLeftCell } },
  },
  {
    route: 'myAllocate',
    type: 3,
    title: 'app.customer_lists.allocated',
    explanation: EXPLAINED.myAllocated,
    access: [LIST_PERMISSION_OF_TYPE[3]],
    counter: 'my_allocate_count',
    icon: HowToRegIcon,
    order: 14,
  },
  {
    route: 'planExpiry',
    type: 4,
    title: 'app.customer_lists.plan_expiry',
    explanation: EXPLAINED.planExpiry,
    access: [LIST_PERMISSION_OF_TYPE[4]],
    counter: 'plan_expiry_count',
    icon: EventBusyIcon,
    order: 15,
  },
];

/** The life-cycle list a path (relative to the router basename) shows, if any. */
export function lifecycleListOf(pathname: string): LifecycleList | undefined {
  return LIFECYCLE_LISTS.find((list) => matchesRoute(list.route, pathname));
}

/** A filter on `customer_type` would repeat (or contradict) the list's fixed `type`. */
export const FIXED_FIELDS: readonly string[] = ['customer_type'];
