#!/usr/bin/env node
// npm run login-styles — records the login page's compiled styles into deploy/loginStyles.json
// (issue 8; deploy/loginStyles.mjs writes them into index.html).
//
// Builds the demo app with VITE_RECORD_STYLES (its style cache records, by name, the rules each
// style compiles to: src/app/styleCache.ts), opens its login page in headless Chromium in both
// languages at a phone's and a desktop's width, with and without reduced motion, and writes the
// styles the page inserted before any interaction, in the order they were inserted. Run it when
// the login e2e test says the styles are stale (a component of the login page changed its styles,
// or MUI was updated).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath, viteBuild } from '../tests/e2e/support/build.mjs';
import { launchChromium } from '../tests/e2e/support/chromium.mjs';
import { startStaticServer } from '../tests/e2e/support/static-server.mjs';

const OUT = repoPath('deploy/loginStyles.json');
const LOCALES = ['zh-CN', 'en-US'];
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
];
/** The theme has no transitions for a user who asked their system for less motion (src/app/theme.ts). */
const MOTIONS = /** @type {const} */ (['no-preference', 'reduce']);

const dir = await mkdtemp(join(tmpdir(), 'login-styles-'));
process.env.VITE_RECORD_STYLES = '1';
try {
  await viteBuild({ outDir: join(dir, 'dist'), quiet: true });
  const server = await startStaticServer({ root: join(dir, 'dist') });
  const browser = await launchChromium();
  try {
    /** @type {Map<string, string[]>} */
    const styles = new Map();
    for (const reducedMotion of MOTIONS)
      for (const locale of LOCALES)
        for (const viewport of VIEWPORTS) {
          const context = await browser.newContext({ locale, viewport, reducedMotion });
          const page = await context.newPage();
          await page.goto(new URL('user/login', server.url).href);
          await page.getByTestId('demo-accounts').waitFor();
          await page.locator('input[name="username"]:focus').waitFor();
          const recorded = /** @type {[string, string[]][]} */ (
            await page.evaluate(() => [
              .../** @type {Window & { blindRecordedStyles?: Map<string, string[]> }} */ (
                window.blindRecordedStyles ?? []
              ),
            ])
          );
          if (recorded.length === 0) throw new Error('login-styles: the page recorded no style');
          for (const [name, rules] of recorded) if (!styles.has(name)) styles.set(name, rules);
          await context.close();
        }
    const names = [...styles.keys()];
    const css = [...styles.values()].flat().join('');
    await writeFile(OUT, `${JSON.stringify({ generatedBy: 'npm run login-styles', names, css }, null, 2)}\n`);
    console.log(`login-styles: ${names.length} styles, ${css.length} characters → ${OUT}`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
