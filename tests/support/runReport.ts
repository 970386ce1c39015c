import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** How many of the slowest files the report lists. */
const SLOWEST_FILES = 15;

/** A test that needed more than one attempt: a flaky test if it passed, a failure in any case. */
interface RetriedTest {
  file: string;
  name: string;
  attempts: number;
  passed: boolean;
}

/**
 * The time a file took in its worker: its set-up by vitest, its imports and setup files, its tests
 * and hooks. Not the test environment's set-up: without isolation a worker sets it up once, and
 * vitest reports that same time again for each of its files.
 */
interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

/** The tests of a run that needed a retry, in the order of their files. */
function retriedTests(modules: readonly TestModule[], root: string): RetriedTest[] {
  return modules.flatMap((module) =>
    [...module.children.allTests()].flatMap((test) => {
      const diagnostic = test.diagnostic();
      if (!diagnostic || diagnostic.retryCount === 0) return [];
      return [
        {
          file: relative(root, module.moduleId),
          name: test.fullName,
          attempts: diagnostic.retryCount + 1,
          passed: test.result().state === 'passed',
        },
      ];
    }),
  );
}

/** Every file's time (set-up, import and tests), the slowest first. */
function fileTimes(modules: readonly TestModule[], root: string): FileTime[] {
  return modules
    .map((module) => {
      const d = module.diagnostic();
      const ms = d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return {
        file: relative(root, module.moduleId),
        seconds: ms / 1000,
        tests: [...module.children.allTests()].length,
      };
    })
    .sort((a, b) => b.seconds - a.seconds);
}

/** The lines the report prints: the retried tests (or that there were none), then the slowest files. */
function reportLines(retried: readonly RetriedTest[], times: readonly FileTime[]): string[] {
  const lines = [''];
  if (retried.length === 0) lines.push('Retried tests: none (no test needed a second attempt).');
  else {
    lines.push(`Retried tests: ${retried.length} (a test that passes only on its retry is flaky: find why).`);
    for (const test of retried)
      lines.push(
        `  ${test.passed ? 'FLAKY' : 'FAILED'} after ${test.attempts} attempts: ${test.file} > ${test.name}`,
      );
  }
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const shown = times.slice(0, SLOWEST_FILES);
  lines.push(
    `Slowest files (${shown.length} of ${times.length}; ${total.toFixed(1)} s in all files, summed over the workers):`,
  );
  for (const time of shown)
    lines.push(`  ${time.seconds.toFixed(1).padStart(7)} s  ${time.file} (${time.tests} tests)`);
  return lines;
}

/**
 * A reporter that ends the run with every test that needed a retry (the default reporter shows a
 * retry only as "(retry x1)" among hundreds of lines) and the slowest files, so that a flaky test
 * and the files that make CI slower are seen at the end of every run.
 */
export class RunReport implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const lines = reportLines(retriedTests(modules, this.root), fileTimes(modules, this.root));
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
