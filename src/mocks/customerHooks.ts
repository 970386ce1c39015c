/**
 * The customers' additions to the generic CRUD (crudHooks.ts, issue 41): each life-cycle list
 * (`type` 0…4) opens with its own permission (`LIST_PERMISSION_OF_TYPE`) as well as `user_view`,
 * and a customer added by a user who may only add clues is filed as a clue.
 */
import { LIST_PERMISSION_OF_TYPE } from '../../resources/customer';
import { canAction } from '../../resources/core/permissions';
import type { ResourceHooks } from './crudHooks';

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
  check({ me }, next, existing) {
    if (!existing && !canAction(['user_view'], me.permissions, me.actions, 'add')) next.customer_type = CLUE;
    return undefined;
  },
};
