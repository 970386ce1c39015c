import { lazyWithReload } from '../../../../platform/chunks';
import {
  useActionLogCount,
  useCallCount,
  useConnectCount,
  useContractCount,
  useFollowCount,
  useQuestionCount,
  useRemarkCount,
  useServiceCount,
} from './counts';
import type { DetailTabDefinition } from './types';

export type { DetailTabDefinition, DetailTabProps } from './types';

/** The tabs of the customer detail page, in display order (issue 11). */
export const DETAIL_TABS: readonly DetailTabDefinition[] = [
  {
    key: 'profile',
    label: 'app.customer_detail.tabs.profile',
    component: lazyWithReload(() => import('../profile/ProfileTab')),
  },
  // The record tabs (H2): follow-ups, service records, calls, remarks, logs, questionnaire, matches.
  {
    key: 'follow',
    label: 'app.customer_detail_tabs.tabs.follow',
    component: lazyWithReload(() => import('./FollowTab')),
    useCount: useFollowCount,
  },
  {
    key: 'service',
    label: 'app.customer_detail_tabs.tabs.service',
    component: lazyWithReload(() => import('./ServiceTab')),
    useCount: useServiceCount,
  },
  {
    key: 'call',
    label: 'app.customer_detail_tabs.tabs.call',
    component: lazyWithReload(() => import('./CallTab')),
    useCount: useCallCount,
  },
  {
    key: 'remark',
    label: 'app.customer_detail_tabs.tabs.remark',
    component: lazyWithReload(() => import('./RemarkTab')),
    opensOnFocus: true,
    useCount: useRemarkCount,
  },
  {
    key: 'log',
    label: 'app.customer_detail_tabs.tabs.log',
    component: lazyWithReload(() => import('./LogTab')),
    useCount: useActionLogCount,
  },
  {
    key: 'question',
    label: 'app.customer_detail_tabs.tabs.question',
    component: lazyWithReload(() => import('./QuestionTab')),
    useCount: useQuestionCount,
  },
  {
    key: 'contract',
    label: 'app.customer_contracts.tab',
    component: lazyWithReload(() => import('./ContractTab')),
    useCount: useContractCount,
  },
  {
    key: 'match',
    label: 'app.customer_detail_tabs.tabs.match',
    component: lazyWithReload(() => import('./MatchTab')),
    useCount: useConnectCount,
  },
];
