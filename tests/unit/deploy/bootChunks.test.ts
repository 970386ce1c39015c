// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { planGroups, type PlannedChunk } from '../../../deploy/bootChunks.mjs';
import viteConfig from '../../../vite.config';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): PlannedChunk => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

// A build's chunks as the bundler splits them by who uses what: the entry (with React), the login
// page, the admin, a lazy page, and the shared chunks between them.
const chunks = [
  chunk('index.js', ['/app/src/main.tsx', '/app/node_modules/react/index.js'], ['rt.js'], true),
  chunk('rt.js', ['/app/node_modules/runtime.js']),
  chunk('LoginScreen.js', ['/app/src/app/LoginScreen.tsx'], ['index.js', 'mui-input.js']),
  chunk('mui-input.js', ['/app/node_modules/@mui/material/TextField.js']),
  chunk('App.js', ['/app/src/app/App.tsx'], ['index.js', 'mui-input.js', 'ra.js', 'resources.js']),
  chunk('ra.js', ['/app/node_modules/ra-core/index.js'], ['lodash.js']),
  chunk('lodash.js', ['/app/node_modules/lodash/get.js']),
  chunk('resources.js', ['/app/resources/index.ts', '/app/resources/customer.ts']),
  chunk('session.js', ['/app/src/app/early/session.ts'], ['index.js']),
  chunk('Detail.js', ['/app/src/features/customer/detail/Page.tsx'], ['ra.js', 'tiptap.js']),
  chunk('tiptap.js', ['/app/node_modules/@tiptap/core/index.js']),
];

describe('the boot groups: a few chunks instead of dozens (issue 8)', () => {
  const plan = planGroups(chunks, [
    { name: 'login', modules: ['/app/src/app/LoginScreen.tsx'] },
    { name: 'session', modules: ['/app/src/app/early/session.ts'] },
    { name: 'admin', modules: ['/app/src/app/App.tsx'] },
  ]);
  const groupOf = (id: string) => plan.get(id);

  it("puts the modules of a group's chunks and of everything they import statically into the group", () => {
    expect(groupOf('/app/src/app/App.tsx')).toBe('admin');
    expect(groupOf('/app/node_modules/ra-core/index.js')).toBe('admin');
    expect(groupOf('/app/node_modules/lodash/get.js')).toBe('admin');
    expect(groupOf('/app/resources/customer.ts')).toBe('admin');
    expect(groupOf('/app/src/app/early/session.ts')).toBe('session');
  });

  it('leaves what the entry loads in the entry, and what an earlier group holds in that group', () => {
    expect(groupOf('/app/node_modules/react/index.js')).toBeUndefined();
    expect(groupOf('/app/node_modules/runtime.js')).toBeUndefined();
    // Shared by the login page and the admin: the login page's (it loads without the admin).
    expect(groupOf('/app/node_modules/@mui/material/TextField.js')).toBe('login');
  });

  it('leaves a lazy page and what only lazy pages use in their own chunks', () => {
    expect(groupOf('/app/src/features/customer/detail/Page.tsx')).toBeUndefined();
    expect(groupOf('/app/node_modules/@tiptap/core/index.js')).toBeUndefined();
  });

  it('names a missing module', () => {
    expect(() => planGroups(chunks, [{ name: 'x', modules: ['/app/src/nowhere.ts'] }])).toThrow(
      'bootChunks: no chunk holds /app/src/nowhere.ts',
    );
  });

  it("vite.config.ts's groups name existing modules: the start's (what both boots run), the login page's, then the admin's", () => {
    const config = viteConfig as (env: { mode: string; command: 'build' }) => UserConfig;
    const plugins = (config({ mode: 'production', command: 'build' }).plugins ?? []).flat() as Plugin[];
    const boot = plugins.find((plugin) => plugin?.name === 'blind-boot-chunks');
    const groups = (boot?.api as { groups: { name: string; modules: string[] }[] }).groups;
    for (const module of groups.flatMap((g) => g.modules))
      expect(existsSync(resolve(module)), module).toBe(true);
    expect(groups.map((g) => g.name)).toEqual([
      'main',
      'login',
      'login-api',
      'login-menu',
      'session',
      'first-page',
      'demo',
      'admin',
    ]);
  });
});
