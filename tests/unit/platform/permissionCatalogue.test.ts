import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '../../../resources';
import { OPERATION_OF_ACTION, type Action } from '../../../resources/core/permissions';
import { LOCALES, messages } from '../../../i18n';
import { features } from '../../../src/app/features';
import { LIFECYCLE_LISTS } from '../../../src/features/customer/lifecycle/lists';
import { allPermissions, DEMO_ACCOUNTS } from '../../../src/mocks/accounts';
import {
  CONTROL_ACTIONS,
  permissionCatalogue,
  SPEC_PERMISSIONS,
} from '../../../src/platform/permissionCatalogue';
import { entries, hasMessage, subtree } from '../../support/i18nKeys';
import { permissionsInCode } from '../../support/permissionsInCode';
import { filesUnder, ROOT } from '../../support/repoFiles';

const pages = features.flatMap((f) => f.pages ?? []);
const catalogue = permissionCatalogue(resources, pages);
const byPermission = new Map(catalogue.map((e) => [e.permission, e]));

/** The sources of src/ that check permissions (the demo API grants them and is left out). */
const sources = filesUnder('src', /\.tsx?$/)
  .filter((file) => !file.startsWith('src/mocks/'))
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

/** The strings of a constant declared in a file of src/ (`const BILL = 'setting.recharge.bill'`). */
function constantStrings(name: string, own: string): string[] {
  const declared = new RegExp(`const ${name}\\b[^=]*=([^;]+);`);
  const found = [own, ...sources.map((s) => s.text)].map((text) => declared.exec(text)).find(Boolean);
  return found ? [...found[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
}

/**
 * Every action a feature's own control checks on a permission, with where: `<IfAction permission
 * action>`, `useCanAction({ permission }, action)` and a table's `access.can(permission, action)`.
 */
function controlChecks(): { permission: string; action: string; file: string }[] {
  const patterns = [
    /<IfAction permission=(?:"([^"]+)"|\{(\w+)\}) action="(\w+)"/g,
    /useCanAction\(\{ permission: (?:'([^']+)'|(\w+)) \}, '(\w+)'\)/g,
    /\.can\((?:'([^']+)'|(\w+)(?:\[\w+\])?), '(\w+)'\)/g,
  ];
  return sources.flatMap(({ file, text }) =>
    patterns.flatMap((re) =>
      [...text.matchAll(re)].flatMap(([, literal, constant, action]) =>
        (literal ? [literal] : constantStrings(constant, text)).map((permission) => ({
          permission,
          action,
          file,
        })),
      ),
    ),
  );
}

describe('the permission catalogue, generated from the registry (issue 41)', () => {
  it('holds every permission the code checks: registry, pages, life-cycle lists and source text', () => {
    const checked: [string, string][] = [
      ...[...permissionsInCode()].flatMap(([p, where]) => [...where].map((w): [string, string] => [w, p])),
      ...pages.flatMap((page) => (page.access ?? []).map((p): [string, string] => [`page ${page.route}`, p])),
      ...LIFECYCLE_LISTS.flatMap((l) => l.access.map((p): [string, string] => [`list ${l.route}`, p])),
      ...controlChecks().map(({ file, permission }): [string, string] => [file, permission]),
    ];
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.filter(([, p]) => !byPermission.has(p)).map(([where, p]) => `${where}: ${p}`)).toEqual([]);
  });

  it('finds the permissions the bespoke controls check', () => {
    const permissions = new Set(controlChecks().map((c) => c.permission));
    for (const p of [
      'user_view.download_audio',
      'user_view.phone',
      'setting.pack',
      'setting.recharge.bill',
    ]) {
      expect(permissions).toContain(p);
    }
  });

  it("grants only the actions of what it opens, or that the features' controls check", () => {
    const checks = controlChecks();
    const unjustified = catalogue.flatMap((entry) =>
      entry.actions
        .filter((action: Action) => {
          const fromOpens = entry.opens.some((o) => {
            if (o.kind === 'page') return action === 'query';
            if (o.kind === 'field') return action === 'get';
            const def = resources.find((r) => r.name === o.resource)!;
            return def.can(OPERATION_OF_ACTION[action]);
          });
          const fromControls = checks.some((c) => c.permission === entry.permission && c.action === action);
          return !fromOpens && !fromControls;
        })
        .map((action) => `${entry.permission}: ${action}`),
    );
    expect(unjustified).toEqual([]);
    // A resource without delete gives none: staff are added, read, edited and exported.
    expect(byPermission.get('setting.worker')?.actions).toEqual(['add', 'edit', 'query', 'get', 'export']);
    expect(byPermission.get('customer.auth')?.actions).toEqual(['edit', 'query', 'get']);
  });

  it("declares exactly the actions the features' controls check", () => {
    const declared = Object.entries(CONTROL_ACTIONS).flatMap(([p, actions]) =>
      actions.map((a) => `${p}: ${a}`),
    );
    const inCode = new Set(controlChecks().map((c) => `${c.permission}: ${c.action}`));
    expect(new Set(declared)).toEqual(inCode);
  });

  it('files each permission under a menu section and names what it opens', () => {
    // The clue list, and adding customers (as clues) through the customer resource's form.
    expect(byPermission.get('customer.clue')).toMatchObject({
      section: 'customer',
      actions: ['add', 'query'],
    });
    expect(byPermission.get('customer.clue')?.opens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'page', route: 'customerClue', menu: 'customer' }),
        expect.objectContaining({ kind: 'resource', resource: 'customer' }),
      ]),
    );
    expect(byPermission.get('user_view')?.section).toBe('customer');
    expect(byPermission.get('user_view.phone')).toMatchObject({ section: 'customer', parent: 'user_view' });
    expect(byPermission.get('user_view.phone')?.opens).toContainEqual({
      kind: 'field',
      resource: 'customer',
      field: 'phone',
    });
    expect(byPermission.get('setting.pay_account.secret')?.section).toBe('finance');
    expect(byPermission.get('setting.recharge.bill')?.section).toBe('finance');
    expect(byPermission.get('catalogue.home')?.opens.map((o) => o.kind === 'resource' && o.resource)).toEqual(
      ['home-banner', 'hot-goods', 'new-goods', 'shortcut-icon'],
    );
    // Every spec §6 permission is there, even one that opens nothing but a control.
    for (const p of SPEC_PERMISSIONS) expect(byPermission.has(p)).toBe(true);
  });

  it('names the same permissions without the pages: the demo API grants its administrator all of them', () => {
    const withoutPages = permissionCatalogue(resources).map((e) => e.permission);
    expect(new Set(withoutPages)).toEqual(new Set(byPermission.keys()));
    expect(allPermissions()).toEqual([...byPermission.keys()].sort());
    expect(DEMO_ACCOUNTS.find((a) => a.username === 'admin')?.permissions).toEqual(allPermissions());
  });

  it.each([...LOCALES])(
    '%s: every permission has a label and a description, and no key is left over',
    (locale) => {
      const missing = catalogue.flatMap((e) =>
        [e.label, e.description].filter((key) => !hasMessage(messages[locale], key.split('.'))),
      );
      expect(missing).toEqual([]);
      const keys = new Set(catalogue.flatMap((e) => [e.label, e.description]));
      const written = entries(
        subtree(messages[locale], ['app', 'permissions', 'items']),
        'app.permissions.items',
      );
      expect(written.map(([key]) => key).filter((key) => !keys.has(key))).toEqual([]);
    },
  );
});
