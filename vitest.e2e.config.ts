import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app served locally with its demo API, driven in headless Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
