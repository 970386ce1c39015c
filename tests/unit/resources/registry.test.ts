import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resources } from '../../../resources';
import { applyBindings, defineResource, MENU_SECTIONS, withDefinition } from '../../../resources/core/define';
import { hasAnyPermission } from '../../../resources/core/permissions';

describe('the registry', () => {
  it('has unique resource names and api paths', () => {
    const names = resources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = resources.map((r) => r.api.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('declares the foundation resources', () => {
    for (const name of ['store', 'customer', 'sms-template', 'pay-account', 'domain']) {
      expect(resources.some((r) => r.name === name)).toBe(true);
    }
  });

  it('points every reference at a registered resource and every menu at a known section', () => {
    const names = new Set(resources.map((r) => r.name));
    for (const r of resources) {
      for (const f of r.fieldInfo)
        if (f.meta.reference) expect(names.has(f.meta.reference.resource)).toBe(true);
      if (r.menu) expect(MENU_SECTIONS).toContain(r.menu.section);
    }
  });

  it('gives customers the genders 1/0/-1 with "not filled in" as the default', () => {
    const customer = resources.find((r) => r.name === 'customer');
    expect(customer?.fieldMap.gender.choices).toEqual([1, 0, -1]);
    expect(customer?.fieldMap.gender.defaultValue).toBe(-1);
  });

  it('rejects a column that is not a field of the schema, when its fields are first read', () => {
    const broken = defineResource({
      name: 'broken',
      api: { path: 'broken' },
      schema: () => z.object({ id: z.number() }),
      menu: false,
      operations: ['list'],
      list: { columns: ['nope'] } as never,
    });
    expect(() => broken.fieldInfo).toThrow('unknown field "nope"');
  });

  it('builds a schema given as a function once, the first time the fields are read (issue 8)', () => {
    const build = vi.fn(() => z.object({ id: z.number(), name: z.string() }));
    const def = defineResource({
      name: 'lazy',
      api: { path: 'lazy' },
      schema: build,
      menu: false,
      operations: [],
    });
    // Bindings and views keep it unread.
    const bound = applyBindings([def], [{ ['lazy' as 'store']: { recordActions: [] } }])[0];
    const view = withDefinition(bound as typeof def, { operations: ['list'] });
    expect(build).not.toHaveBeenCalled();
    expect(view.fieldMap.name?.kind).toBe('string');
    expect(def.fieldInfo.map((f) => f.name)).toEqual(['id', 'name']);
    expect(bound?.schema).toBe(def.schema);
    expect(view.can('list')).toBe(true);
    expect(def.can('list')).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('reads every resource of the registry without an error', () => {
    for (const def of resources) expect(def.fieldInfo.length, def.name).toBeGreaterThan(0);
  });
});

describe('[V23] menu access', () => {
  const held = new Set(['user_view', 'customer.clue']);
  it('[V23] a route with no requirement is visible', () => {
    expect(hasAnyPermission(undefined, held)).toBe(true);
  });
  it('[V23] an empty requirement is true', () => {
    expect(hasAnyPermission([], new Set())).toBe(true);
  });
  it('[V23] any one listed permission is enough', () => {
    expect(hasAnyPermission(['setting.store', 'customer.clue'], held)).toBe(true);
  });
  it('[V23] none of the listed permissions hides the route', () => {
    expect(hasAnyPermission(['setting.store'], held)).toBe(false);
  });
});
