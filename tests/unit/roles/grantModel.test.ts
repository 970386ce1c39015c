import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { features } from '../../../src/app/features';
import {
  grantsOf,
  parseGrantText,
  searchTree,
  selectionOf,
  setAction,
  setMany,
  treeOf,
  triState,
} from '../../../src/features/roles/grantModel';
import { permissionCatalogue } from '../../../src/platform/permissionCatalogue';

const entries = permissionCatalogue(
  resources,
  features.flatMap((f) => f.pages ?? []),
);
const catalogue = new Map(entries.map((e) => [e.permission, e]));
const supported = (permission: string) => catalogue.get(permission)!.actions;
/** A permission of the catalogue with at least three actions, to refine. */
const rich = entries.find((e) => e.actions.length >= 3)!;

describe('the role editor: stored grants and checked rows (issue 41)', () => {
  it('an empty action list checks every supported action, and every one checked is stored empty', () => {
    const selection = selectionOf([{ permission: rich.permission, actions: [] }], catalogue);
    expect(selection.get(rich.permission)).toEqual(rich.actions);
    expect(grantsOf(selection, catalogue)).toEqual([{ permission: rich.permission, actions: [] }]);
  });

  it('a refined grant keeps its actions, in the order of spec §6, and loses the ones it does not support', () => {
    const [first, second] = rich.actions;
    const selection = selectionOf(
      [{ permission: rich.permission, actions: [second, first, 'enable'] }],
      catalogue,
    );
    const expected = rich.actions.filter((a) => a === first || a === second || a === 'enable');
    expect(selection.get(rich.permission)).toEqual(expected);
    expect(grantsOf(selection, catalogue)).toEqual([{ permission: rich.permission, actions: expected }]);
  });

  it('stores in the catalogue order and keeps a permission the catalogue lacks as it was', () => {
    const last = entries[entries.length - 1].permission;
    const stored = grantsOf(
      selectionOf(
        [
          { permission: 'gone.permission', actions: ['query'] },
          { permission: last, actions: [] },
          { permission: entries[0].permission, actions: [] },
        ],
        catalogue,
      ),
      catalogue,
    );
    expect(stored.map((g) => g.permission)).toEqual([entries[0].permission, last, 'gone.permission']);
    expect(stored[2].actions).toEqual(['query']);
  });

  it('checking adds every action; unchecking an action refines; the last one stays; all again is empty', () => {
    let selection = setMany(new Map(), [rich.permission], true, catalogue);
    expect(selection.get(rich.permission)).toEqual(rich.actions);
    selection = setAction(selection, rich.permission, rich.actions[0], false);
    expect(grantsOf(selection, catalogue)[0].actions).toEqual(rich.actions.slice(1));
    for (const a of rich.actions) selection = setAction(selection, rich.permission, a, false);
    expect(selection.get(rich.permission)).toEqual([rich.actions[rich.actions.length - 1]]);
    for (const a of rich.actions) selection = setAction(selection, rich.permission, a, true);
    expect(grantsOf(selection, catalogue)[0].actions).toEqual([]);
    expect(setMany(selection, [rich.permission], false, catalogue).size).toBe(0);
  });

  it('the tree groups by menu section and puts a permission under the one it refines', () => {
    const tree = treeOf(entries);
    expect(tree.flatMap((s) => s.rows).length).toBe(entries.length);
    const customers = tree.flatMap((s) => s.rows).filter((r) => r.entry.parent === 'user_view');
    expect(customers.length).toBeGreaterThan(0);
    for (const section of tree) {
      section.rows.forEach((row, i) => {
        if (row.depth === 0) return;
        const above = section.rows
          .slice(0, i)
          .reverse()
          .find((r) => r.depth === row.depth - 1);
        expect(above?.entry.permission).toBe(row.entry.parent);
      });
    }
  });

  it('search keeps the matching rows with the rows they sit under, and tri-state counts them', () => {
    const tree = treeOf(entries);
    const found = searchTree(tree, 'USER_VIEW.PHONE', () => '');
    expect(found.flatMap((s) => s.rows.map((r) => r.entry.permission))).toEqual([
      'user_view',
      'user_view.phone',
    ]);
    expect(searchTree(tree, '  ', () => '')).toBe(tree);
    expect(searchTree(tree, 'nothing like it', () => '')).toEqual([]);
    const selection = setMany(new Map(), ['user_view'], true, catalogue);
    expect(triState(['user_view', 'user_view.phone'], selection)).toBe('some');
    expect(triState(['user_view'], selection)).toBe('all');
    expect(triState(['user_view.phone'], selection)).toBe('none');
    expect(supported('user_view').length).toBeGreaterThan(0);
  });

  it('reads the log: a catalogue permission with its actions, anything else as text', () => {
    expect(parseGrantText('customer.public:get,query', catalogue)).toEqual({
      permission: 'customer.public',
      actions: ['query', 'get'],
    });
    expect(parseGrantText('customer.clue', catalogue)).toEqual({ permission: 'customer.clue', actions: [] });
    expect(parseGrantText('name:旧名→新名', catalogue)).toBeUndefined();
    expect(parseGrantText('is_admin:0→1', catalogue)).toBeUndefined();
    expect(parseGrantText('前台', catalogue)).toBeUndefined();
  });
});
