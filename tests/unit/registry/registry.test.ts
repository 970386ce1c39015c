import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../../resources';
import { defineResource, MENU_SECTIONS } from '../../../resources/core/define';
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

  it('rejects a column that is not a field of the schema', () => {
    expect(() =>
      defineResource({
        name: 'broken',
        api: { path: 'broken' },
        schema: z.object({ id: z.number() }),
        menu: false,
        operations: ['list'],
        list: { columns: ['nope'] } as never,
      }),
    ).toThrow('unknown field "nope"');
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
