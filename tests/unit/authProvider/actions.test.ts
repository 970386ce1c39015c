import { describe, expect, it } from 'vitest';
import { toSession } from '../../../authProvider/session';
import {
  actionOfOperation,
  canAction,
  OPERATION_OF_ACTION,
  requiredFor,
  type ActionLists,
} from '../../../resources/core/permissions';
import { sessionAccess } from '../../../src/platform/session';

const held = new Set(['user_view', 'setting.store']);

describe('canAction: the one action check (spec §6)', () => {
  it('[V23] an empty requirement is true, whatever the action', () => {
    expect(canAction(undefined, new Set(), {}, 'delete')).toBe(true);
    expect(canAction([], new Set(), {}, 'export')).toBe(true);
  });

  it('a permission without an action list grants every action', () => {
    for (const action of Object.keys(OPERATION_OF_ACTION) as (keyof typeof OPERATION_OF_ACTION)[]) {
      expect(canAction(['setting.store'], held, {}, action)).toBe(true);
    }
  });

  it('an action list grants its actions only', () => {
    const lists: ActionLists = { user_view: ['query', 'get', 'add', 'edit'] };
    expect(canAction(['user_view'], held, lists, 'add')).toBe(true);
    expect(canAction(['user_view'], held, lists, 'export')).toBe(false);
    expect(canAction(['user_view'], held, lists, 'delete')).toBe(false);
    // Without an action, the permission alone decides.
    expect(canAction(['user_view'], held, lists, undefined)).toBe(true);
  });

  it('any one required permission that is held and allows the action is enough', () => {
    const lists: ActionLists = { user_view: ['query'] };
    expect(canAction(['user_view.export', 'user_view'], held, lists, 'export')).toBe(false);
    expect(canAction(['user_view', 'setting.store'], held, lists, 'export')).toBe(true);
    // An action list never grants a permission that is not held.
    expect(canAction(['setting.tag'], held, { 'setting.tag': ['delete'] }, 'delete')).toBe(false);
  });

  it("maps react-admin's operations onto the spec's actions, and back", () => {
    expect(['list', 'show', 'read', 'create', 'edit', 'delete', 'export'].map(actionOfOperation)).toEqual([
      'query',
      'get',
      'get',
      'add',
      'edit',
      'delete',
      'export',
    ]);
    expect(actionOfOperation('clone')).toBeUndefined();
    expect(OPERATION_OF_ACTION.enable).toBe('edit');
    expect(OPERATION_OF_ACTION.import).toBe('create');
    const access = { list: ['a'], create: ['b'] };
    expect(requiredFor(access, 'show')).toEqual(['a']);
    expect(requiredFor(access, 'create')).toEqual(['b']);
    expect(requiredFor(access, 'delete')).toBeUndefined();
    expect(requiredFor(undefined, 'list')).toBeUndefined();
  });
});

describe('the session reads the permissions list', () => {
  const info = (extra: Record<string, unknown>) => ({
    data: { permissions: ['user_view'], user: { id: 2, name: '王芳' }, ...extra },
  });

  it('keeps each permission with its known actions, merging repeated entries', () => {
    const session = toSession(
      info({
        permission_list: [
          { permissionId: 'user_view', actionList: ['query', 'add', 'fly'] },
          { permissionId: 'user_view', actionList: ['export'] },
          { permissionId: 'customer.clue', actionList: [] },
        ],
      }),
      false,
    );
    expect(session.actions).toEqual({ user_view: ['query', 'add', 'export'], 'customer.clue': [] });
  });

  it('without a list (or with null), nothing is refined', () => {
    expect(toSession(info({}), false).actions).toEqual({});
    expect(toSession(info({ permission_list: null }), false).actions).toEqual({});
  });

  it('keeps only safe image addresses for the avatar and the logo', () => {
    const session = toSession(
      info({
        user: { id: 2, name: '王芳', avatar: 'javascript:alert(1)' },
        logo: 'https://cdn.example.com/logo.png',
      }),
      false,
    );
    expect(session.avatar).toBeUndefined();
    expect(session.logo).toBe('https://cdn.example.com/logo.png');
  });
});

describe("sessionAccess: a table's one reading of the session for all its cells (issue 8)", () => {
  it('holds a permission, for an action as its action list says, and nothing without a session', () => {
    const session = toSession(
      {
        data: {
          permissions: ['user_view.phone', 'user_view.wechat'],
          user: { id: 2, name: '王芳' },
          permission_list: [{ permissionId: 'user_view.wechat', actionList: ['query'] }],
        },
      },
      false,
    );
    const access = sessionAccess(session);
    expect(access.can('user_view.phone')).toBe(true);
    expect(access.can('user_view.phone', 'get')).toBe(true);
    expect(access.can('user_view.wechat')).toBe(true);
    expect(access.can('user_view.wechat', 'get')).toBe(false);
    expect(access.can('setting.store')).toBe(false);
    expect(sessionAccess(undefined).can('user_view.phone')).toBe(false);
  });
});
