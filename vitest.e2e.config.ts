import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app served locally with its demo API, driven in headless Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/support/logFailures.ts'],
    pool: 'forks',
    // Two files at a time: each test spends much of its time waiting (the demo API, debounces,
    // animations), so two browsers on two cores finish the suite sooner than one. Every file has
    // its own browser contexts and in-browser demo data; on the shared HTTP demo server, a file changes
    // nothing another one looks at (pushes go to one session's sockets, a fault to one path once).
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 60_000,
    // A poll ends as soon as it holds; its 1 s default only decides when a failing one gives up, and
    // a list that asks again after a debounce, or a page on a busy machine, can take longer than that.
    expect: { poll: { timeout: 10_000 } },
    // A test that fails is run once more: two browsers on two cores sometimes starve one page
    // (seen once in CI). A real defect fails both runs and the report names the retry.
    retry: 1,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
