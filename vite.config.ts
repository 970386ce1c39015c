import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { cspMeta } from './deploy/csp.mjs';
import { bootPreload } from './deploy/bootPreload.mjs';
import { bootChunks } from './deploy/bootChunks.mjs';
import { bootShell } from './deploy/bootShell.mjs';
import { loginPage } from './deploy/loginPage.mjs';

const BASE = '/blind/admin-view/';

/** The app's start (React, the translations, the boot), which index.html's entry imports. */
const MAIN_MODULE = 'src/main.tsx';
/** What src/main.tsx imports to show the login page (signed out). */
const LOGIN_MODULES = ['src/app/LoginScreen.tsx', 'src/platform/siteIdentity.ts'];
/** The API calls of the login page (the API client, axios): loaded alongside, not before its render. */
const LOGIN_API_MODULES = ['authProvider/signIn.ts', 'dataProvider/siteInfo.ts'];
/** The language menu's list (MUI's Menu, Popover, Modal): loaded when its button is pointed at. */
const LOGIN_MENU_MODULES = ['src/components/LanguageMenuList.tsx'];
/** What src/app/early loads to ask for the session and a list's first page as the admin boots. */
const SESSION_MODULE = 'src/app/early/session.ts';
const FIRST_PAGE_MODULE = 'src/app/early/firstPage.ts';
/** What src/main.tsx imports to boot the admin (signed in). */
const ADMIN_MODULES = [
  'src/app/App.tsx',
  'src/registry/screens.ts',
  FIRST_PAGE_MODULE,
  SESSION_MODULE,
  'i18n/adminMessages.ts',
];
/** The demo API in the browser (demo builds only). */
const DEMO_MODULES = ['src/mocks/browser.ts'];

/** Emits version.json (spec §7: GET /blind/admin-view/version.json) with the build's version. */
function versionFile(version: string): Plugin {
  return {
    name: 'blind-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
    configureServer(server) {
      server.middlewares.use(`${BASE}version.json`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ version }));
      });
    },
  };
}

/** With a real API the demo API's service worker is not shipped either (from any --outDir). */
function dropDemoWorker(): Plugin {
  let outDir = '';
  return {
    name: 'blind-drop-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const version = env.VITE_APP_VERSION || `${pkg.version}+${Date.now().toString(36)}`;
  const outDir = env.VITE_API_BASE_URL ? 'dist-api' : 'dist';
  return {
    base: BASE,
    plugins: [
      react(),
      versionFile(version),
      cspMeta(env.VITE_API_BASE_URL),
      // What a page load runs, in a few chunks instead of dozens (issue 8): the start's (src/main.tsx:
      // React, the translations; index.html's entry, src/boot.ts, imports it); the login page's; the
      // session's and the list's first page's, asked for as the admin boots (small, so that the
      // requests leave before the admin's big chunk has run); the demo API's; the admin's.
      bootChunks({
        groups: [
          { name: 'main', modules: [MAIN_MODULE] },
          { name: 'login', modules: LOGIN_MODULES },
          { name: 'login-api', modules: LOGIN_API_MODULES },
          { name: 'login-menu', modules: LOGIN_MENU_MODULES },
          { name: 'session', modules: [SESSION_MODULE] },
          { name: 'first-page', modules: [FIRST_PAGE_MODULE] },
          ...(env.VITE_API_BASE_URL ? [] : [{ name: 'demo', modules: DEMO_MODULES }]),
          { name: 'admin', modules: ADMIN_MODULES },
        ],
      }),
      // src/main.tsx and what its bootAdmin (signed in) or bootLogin imports: fetched with the entry.
      bootPreload({
        signedIn: [MAIN_MODULE, ...ADMIN_MODULES, ...(env.VITE_API_BASE_URL ? [] : DEMO_MODULES)],
        // The API client too with a real server: the site's name is asked for at once (the demo
        // API asks nothing before the first interaction, src/main.tsx).
        signedOut: [MAIN_MODULE, ...LOGIN_MODULES, ...(env.VITE_API_BASE_URL ? LOGIN_API_MODULES : [])],
        apiBaseUrl: env.VITE_API_BASE_URL,
      }),
      // index.html's script: the login card (signed out) or "…", the language, the preloads.
      bootShell(),
      // A first visit's login card and the login page's styles, rendered at build time from its
      // components (src/app/loginPage.build.tsx).
      loginPage(),
      ...(env.VITE_API_BASE_URL ? [dropDemoWorker()] : []),
    ],
    define: { __APP_VERSION__: JSON.stringify(version) },
    // Workers are ES modules (created with `type: 'module'`): the demo API's worker loads what only
    // some calls need (the spreadsheet readers and writers) as chunks of its own, when asked.
    worker: { format: 'es' },
    // msw's cookie jar in the browser keeps no cookie (src/mocks/cookieJar.ts, issue 8).
    resolve: { alias: { 'tough-cookie': resolve(import.meta.dirname, 'src/mocks/cookieJar.ts') } },
    server: { port: 5173, open: BASE },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      // The browsers of es2022 preload modules themselves (Safari before 17 just does not preload);
      // the polyfill's scan of the page ran before anything else on every load (issue 8).
      modulePreload: { polyfill: false },
      outDir,
    },
  };
});
