// @vitest-environment node
// (vite.config.ts reads package.json by its file URL.)
import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BootPreloadOptions } from '../../../deploy/bootPreload.d.mts';
import { muiIconPath } from '../../../deploy/bootShell.mjs';
import type { BootShellOptions } from '../../../deploy/bootShell.d.mts';
import enApp from '../../../i18n/en-US/app';
import zhApp from '../../../i18n/zh-CN/app';
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

  it("index.html's login card (deploy/bootShell.mjs) has the app's name in both languages and LoginForm's logo", () => {
    const shell = plugins().find((plugin) => plugin?.name === 'blind-boot-shell');
    const { options } = shell?.api as { options: BootShellOptions };
    expect(options.titles).toEqual({ 'zh-CN': zhApp.title, 'en-US': enApp.title });
    expect(options.logo).toBe(muiIconPath('Favorite'));
    expect(options.demo).toBe(true);
  });
});
