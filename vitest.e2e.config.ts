import { defineConfig } from 'vitest/config';
import { RunReport } from './tests/support/runReport';

// End-to-end tests: the built app served locally with its demo API, driven in headless Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/support/e2e/logFailures.ts'],
    pool: 'forks',
    // Three files at a time on two cores: a test spends much of its time waiting (the demo API,
    // debounces, the live socket's 10 s pings and 3 s reconnection), so two browsers left about
    // half the CPU idle (≈1.0 of 2 cores busy over five files). A third file fills it: those five
    // took 75 s instead of 127 s with each test as fast as with two; a fourth made every test slower.
    // Every file has its own browser contexts and in-browser demo data; on the shared HTTP demo
    // server, a file changes nothing another one looks at (pushes go to one session's sockets, a
    // fault to one path once).
    maxWorkers: 3,
    fileParallelism: true,
    // A worker runs its files one after the other in one process: playwright-core and the support
    // modules (which keep no state between files) load once per worker, not once per file (≈1 s).
    isolate: false,
    testTimeout: 60_000,
    // A poll ends as soon as it holds; its 1 s default only decides when a failing one gives up, and
    // a list that asks again after a debounce, or a page on a busy machine, can take longer than that.
    expect: { poll: { timeout: 10_000 } },
    // A test that fails is run once more, so that a page starved of CPU once does not fail the run;
    // a real defect fails both runs. The run ends with every test that needed its retry (RunReport):
    // one that passed only on it is flaky, and its cause is to be found.
    retry: 1,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // At the end: every test that needed its retry, and the slowest files.
    reporters: ['default', new RunReport()],
  },
});
