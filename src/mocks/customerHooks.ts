/**
 * The customers' additions to the generic CRUD (crudHooks.ts, issue 41): each life-cycle list
 * (`type` 0…4) opens with its own permission (`LIST_PERMISSION_OF_TYPE`) as well as `user_view`,
 * a customer added by a user who may only add clues is filed as a clue, and a latin keyword also
 * finds customers by the pinyin of their names.
 */
import { LIST_PERMISSION_OF_TYPE } from '../../resources/customer';
import { canAction } from '../../resources/core/permissions';
import { areaCodesOf, areaOfCodes } from './areaScope';
import type { ResourceHooks } from './crudHooks';
import { withSeaCountdown } from './dailyRules';
import type { DemoRecord } from './db';
import type { Lang } from './messages';
import { fail } from './responses';

/** The clue type (`customer_type` 1). */
const CLUE = 1;

const isListType = (value: number): value is keyof typeof LIST_PERMISSION_OF_TYPE =>
  Object.hasOwn(LIST_PERMISSION_OF_TYPE, value);

export const customerHooks: ResourceHooks = {
  listPermissions(search) {
    const raw = search.get('type');
    const type = raw === null || raw.trim() === '' ? NaN : Number(raw);
    return isListType(type) ? [LIST_PERMISSION_OF_TYPE[type]] : [];
  },
  // "My customers" answer their public-sea countdown, from the stored setting and the demo's today.
  read: (db, record) => withSeaCountdown(db, record),
  computed: ['sea_days_left', 'sea_flow_at', 'sea_flow_days'],
  // The command palette finds a customer by the pinyin of the name, as staff type it ("zsy").
  pinyin: ['name'],
  check({ me, lang }, next, existing) {
    if (!existing && !canAction(['user_view'], me.permissions, me.actions, 'add')) next.customer_type = CLUE;
    return settleArea(next, existing, lang);
  },
};

/**
 * The area is stored as the codes chosen level by level (issue 42); its text, which lists, exports
 * and matching read, follows them. Codes that are not a path of the area list are refused.
 */
function settleArea(
  next: Record<string, unknown>,
  existing: DemoRecord | undefined,
  lang: Lang,
): Response | undefined {
  const codes = next.area_codes;
  // An area sent as text only (an import): its codes when the area list knows it, else the text alone.
  if (!Array.isArray(codes) && !Array.isArray(existing?.area_codes)) {
    const known = typeof next.area === 'string' ? areaCodesOf(next.area) : [];
    if (known.length > 0) next.area_codes = [...known];
    return undefined;
  }
  if (!Array.isArray(codes) || codes.length === 0) {
    delete next.area_codes;
    delete next.area;
    return undefined;
  }
  const area = areaOfCodes(codes);
  if (area === undefined) return fail(422, lang, 'invalidArea');
  next.area = area;
  return undefined;
}
