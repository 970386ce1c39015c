import type { Explanation } from '../../resources/core/define';

/**
 * The explanations the app shows as help (issue 16 point 9, spec §3 explanation item: name, note):
 * where each one is shown, and its type and name as the explanation list holds them (the admin
 * writes them under settings → explanations; types 1 customer status, 2 service item, 3 term).
 * The names are the business's own words, the same in either language of the interface.
 */
export const EXPLAINED = {
  clue: { type: 1, name: '线索' },
  publicSea: { type: 1, name: '公海' },
  myCustomers: { type: 1, name: '我的客户' },
  myAllocated: { type: 1, name: '我的分配' },
  planExpiry: { type: 1, name: '计划到期' },
  intakeMethod: { type: 3, name: '入库方式' },
  guestWall: { type: 3, name: '嘉宾墙' },
} as const satisfies Record<string, Explanation>;
