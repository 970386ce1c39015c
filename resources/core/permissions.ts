import type { Operation } from './define';

/**
 * Spec §5/§6 (V23): a route is visible when it has no permission requirement or the user holds at
 * least one listed permission; an empty requirement is true.
 */
export function hasAnyPermission(
  required: readonly string[] | undefined,
  held: ReadonlySet<string>,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((p) => held.has(p));
}

/** The actions of spec §6 a permission's action list may grant. */
export const ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;

export type Action = (typeof ACTIONS)[number];

/**
 * The action list of each permission that has one (spec §6: permissionId → actionList). A permission
 * without an entry is not refined: holding it grants every action.
 */
export type ActionLists = Readonly<Record<string, readonly Action[]>>;

export const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);

/** The screen operation an action is done through (whose permissions it needs). */
export const OPERATION_OF_ACTION: Readonly<Record<Action, Operation>> = {
  add: 'create',
  delete: 'delete',
  edit: 'edit',
  query: 'list',
  get: 'show',
  enable: 'edit',
  disable: 'edit',
  import: 'create',
  export: 'export',
};

/** The action a screen operation is (the inverse of `OPERATION_OF_ACTION`). */
export const ACTION_OF_OPERATION: Readonly<Record<Operation, Action>> = {
  list: 'query',
  show: 'get',
  create: 'add',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

export const isOperation = (value: string): value is Operation => Object.hasOwn(ACTION_OF_OPERATION, value);

/** The action of a react-admin access check (`read` is react-admin's name for show); others have none. */
export function actionOfOperation(operation: string): Action | undefined {
  const op = operation === 'read' ? 'show' : operation;
  return isOperation(op) ? ACTION_OF_OPERATION[op] : undefined;
}

/** The permissions an operation of a resource requires (any one of them); `show` falls back to `list`. */
export function requiredFor(
  access: Partial<Record<Operation, readonly string[]>> | undefined,
  operation: Operation,
): readonly string[] | undefined {
  return access?.[operation] ?? (operation === 'show' ? access?.list : undefined);
}

/**
 * THE action check (spec §6): true when the requirement is empty, or when the user holds one of the
 * required permissions whose action list (if it has one) includes the action. Without an action
 * (`undefined`), the permission alone decides.
 */
export function canAction(
  required: readonly string[] | undefined,
  held: ReadonlySet<string>,
  actionLists: ActionLists,
  action: Action | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((permission) => {
    if (!held.has(permission)) return false;
    const list = Object.hasOwn(actionLists, permission) ? actionLists[permission] : undefined;
    return !action || !list || list.includes(action);
  });
}
