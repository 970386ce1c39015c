import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { RunReport } from './tests/support/runReport';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    globals: true,
    environment: 'jsdom',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20000,
    css: false,
    // At the end: every test that needed a retry (none is configured here), and the slowest files.
    reporters: ['default', new RunReport()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          setupFiles: ['tests/setup.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // The unit files test functions and small components that keep no state between files:
          // they share one module graph per worker instead of importing react-admin, MUI and the
          // app again for each file (≈ 3 s of set-up per file, for 0.2 s of tests).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          // The component files render the app against its demo API, whose modules keep state
          // (demo database, caches, observers): each file re-evaluates the app's modules first
          // (tests/setup-fresh-modules.ts) and shares only the packages, loaded once per worker.
          isolate: false,
          setupFiles: ['tests/setup-fresh-modules.ts', 'tests/setup.ts'],
        },
      },
    ],
  },
});
