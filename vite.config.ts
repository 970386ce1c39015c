import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { cspMeta } from './deploy/csp.mjs';
import { adminPreload } from './deploy/adminPreload.mjs';

const BASE = '/blind/admin-view/';

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
      // What src/main.tsx's bootAdmin imports: fetched alongside the entry when signed in.
      adminPreload({
        modules: [
          'src/app/App.tsx',
          'src/registry/screens.ts',
          'src/registry/list/earlyList.ts',
          'authProvider/early.ts',
          'i18n/adminMessages.ts',
          ...(env.VITE_API_BASE_URL ? [] : ['src/mocks/browser.ts']),
        ],
        // dataProvider/tokens.ts's keys (spec §9; tests/unit/shell/adminPreload.test.ts holds them equal).
        tokenKeys: ['Access-Token', 'Temporary-Token'],
      }),
      ...(env.VITE_API_BASE_URL ? [dropDemoWorker()] : []),
    ],
    define: { __APP_VERSION__: JSON.stringify(version) },
    server: { port: 5173, open: BASE },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      outDir,
    },
  };
});
