import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the HTTP demo server (`npm run demo:server`) for Node: the demo API's modules (their
 * `import.meta.glob`s resolved) in one file, `dist-demo-server/main.js`; packages stay imports.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  // The app's base: the user info's logo and favicon are app URLs (spec §2).
  base: '/blind/admin-view/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/mocks/server/main.ts',
    outDir: 'dist-demo-server',
    emptyOutDir: true,
    target: 'node20',
  },
});
