// @vitest-environment node
// (vite.config.ts reads package.json by its file URL.)
import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BootChunksOptions } from '../../../deploy/bootChunks.d.mts';
import type { BootPreloadOptions } from '../../../deploy/bootPreload.d.mts';
import { LOGIN_PAGE_MODULE } from '../../../deploy/loginPage.mjs';
import viteConfig from '../../../vite.config';

/** The build's plugins (the demo build's). */
function plugins(): Plugin[] {
  const config = viteConfig as (env: { mode: string; command: 'build' }) => UserConfig;
  return (config({ mode: 'production', command: 'build' }).plugins ?? []).flat() as Plugin[];
}

describe("the boot's chunks preloaded from index.html: the build's settings (issue 8)", () => {
  it('vite.config.ts names existing boot modules', () => {
    const preload = plugins().find((plugin) => plugin?.name === 'blind-boot-preload');
    const options = (preload?.api as { options: BootPreloadOptions }).options;
    for (const module of [...options.signedIn, ...options.signedOut])
      expect(existsSync(resolve(module)), module).toBe(true);
    expect(options.signedIn).toContain('src/app/App.tsx');
    expect(options.signedOut).toContain('src/app/LoginScreen.tsx');
  });

  it('the session and first-page chunks hold the early requests (src/app/early)', () => {
    const chunks = plugins().find((plugin) => plugin?.name === 'blind-boot-chunks');
    const { groups } = chunks?.api as BootChunksOptions;
    const early = groups.filter((group) => group.name === 'session' || group.name === 'first-page');
    expect(early.map((group) => group.modules)).toEqual([
      ['src/app/early/session.ts'],
      ['src/app/early/firstPage.ts'],
    ]);
    for (const module of early.flatMap((group) => group.modules))
      expect(existsSync(resolve(module))).toBe(true);
  });

  it("index.html's login card and styles (deploy/loginPage.mjs) are rendered from an existing module", () => {
    expect(plugins().some((plugin) => plugin?.name === 'blind-login-page')).toBe(true);
    expect(existsSync(resolve(`.${LOGIN_PAGE_MODULE}`))).toBe(true);
  });
});
