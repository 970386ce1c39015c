// The bench's console report: machine, bundles, figures side by side with ratios, budgets.
import { cpus, loadavg, totalmem } from 'node:os';
import { EAGER_JS_BUDGET_GZIP } from './bundle.mjs';
import { cls, kb, mb, ms, ratio, table } from './format.mjs';
import { dashboardChunkLazy } from './stats.mjs';

/** @param {string} chromium the browser's version */
export function machine(chromium) {
  const cores = cpus();
  return {
    cores: cores.length,
    cpu: cores[0]?.model ?? 'unknown',
    memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    chromium,
    node: process.version,
    /** 1-minute load average when the report was made: other work on the machine slows every figure */
    loadAverage: Math.round(loadavg()[0] * 100) / 100,
  };
}

/**
 * @typedef {{
 *   date: string, machine: ReturnType<typeof machine>, durationSeconds: number, runs: number,
 *   lighthouseRuns?: number,
 *   apiOrigin: string | null, dists: Record<string, string>,
 *   bundles: Record<string, import('./bundle.mjs').BundleFigures>,
 *   figures: import('./budgets.mjs').Figures, budgets: import('./budgets.mjs').BudgetLine[],
 *   errors: string[], failures: string[],
 * }} BenchReport
 * @typedef {import('./budgets.mjs').TargetFigures} TargetFigures
 */

/** @param {number | null | undefined} v */
const score = (v) => (v == null ? 'n/a' : String(v));

/**
 * Rows of the side-by-side table: label, how to read the figure, how to print it, whether a ratio
 * to the baseline means something.
 * @type {[string, (f: TargetFigures) => number | null | undefined, (v: number | null | undefined) => string, boolean?][]}
 */
const ROWS = [
  ['100-row list: ready', (f) => f.list?.readyMs, ms],
  ['100-row list: long tasks after first paint', (f) => f.list?.longTaskMs, ms],
  ['100-row list: JS heap after GC', (f) => f.list?.jsHeapBytes, mb],
  ['100-row list: CLS', (f) => f.list?.cls, cls, false],
  ['100-row list, first visit (demo store seeded meanwhile): ready', (f) => f.firstVisit?.readyMs, ms, false],
  ['100-row list, first visit: long tasks after first paint', (f) => f.firstVisit?.longTaskMs, ms, false],
  ['login: form interactive', (f) => f.login?.interactiveMs, ms],
  ['login: JS downloaded before interactive (gzip)', (f) => f.login?.jsBeforeInteractiveBytes, kb],
  ['login: CLS', (f) => f.login?.cls, cls, false],
  ['store form: CLS', (f) => f.form?.cls, cls, false],
  ['store show: CLS', (f) => f.show?.cls, cls, false],
  ['dashboard (home): ready', (f) => f.dashboard?.readyMs, ms, false],
  ['dashboard (home): CLS', (f) => f.dashboard?.cls, cls, false],
  ['heap after 5 screen changes', (f) => f.churn?.after5Bytes, mb, false],
  ['heap after 50 screen changes', (f) => f.churn?.after50Bytes, mb, false],
  ['Lighthouse login, mobile (score)', (f) => f.lighthouse?.mobile, score, false],
  ['Lighthouse login, desktop (score)', (f) => f.lighthouse?.desktop, score, false],
];

/** @param {BenchReport} report the object written to bench.json */
export function printReport(report) {
  const m = report.machine;
  console.log(
    `\nMachine: ${m.cores} cores (${m.cpu}), ${m.memoryGB} GB, Chromium ${m.chromium}, Node ${m.node}, ` +
      `load average ${m.loadAverage}`,
  );

  console.log('\nBundles (gzip)\n');
  console.log(
    table([
      ['build', 'eager JS', 'total JS', 'largest chunk'],
      ...Object.entries(report.bundles).map(([id, b]) => [
        id,
        `${kb(b.eagerJs.gzip)} (${b.eagerJs.files.length} files)`,
        `${kb(b.totalJs.gzip)} (${b.totalJs.files} files)`,
        b.largestChunks[0] ? `${b.largestChunks[0].name} ${kb(b.largestChunks[0].gzip)}` : '',
      ]),
    ]),
  );
  if (report.bundles.demo) {
    const eager = report.bundles.demo.eagerJs.gzip;
    console.log(
      `\nEager JS budget (demo build): ${kb(eager)} ≤ ${kb(EAGER_JS_BUDGET_GZIP)}: ${eager <= EAGER_JS_BUDGET_GZIP ? 'PASS' : 'FAIL'}`,
    );
  }

  const f = report.figures;
  const builds = /** @type {const} */ (['api', 'demo']).filter((id) => f[id]);
  console.log(
    `\nPages (medians of ${report.runs} runs, budgeted Lighthouse scores of ${report.lighthouseRuns ?? report.runs}; cold cache; the demo API without its simulated latency)\n`,
  );
  console.log(
    table([
      ['', 'baseline', ...builds.flatMap((id) => [`${id} build`, 'ratio'])],
      ...ROWS.map(([label, read, format, withRatio = true]) => [
        label,
        format(read(f.baseline)),
        ...builds.flatMap((id) => {
          const value = read(f[id] ?? {});
          const reference = read(f.baseline);
          return [format(value), withRatio && value != null && reference ? ratio(value / reference) : ''];
        }),
      ]),
    ]),
  );
  console.log(`\nBaseline single bundle: ${kb(f.baseline.bundleGzipBytes)} gzip`);

  console.log('\nBudgets (issue 8 point 4)\n');
  console.log(
    table([
      ['build', 'budget', 'limit', 'measured', ''],
      ...report.budgets.map((line) => [
        line.build,
        line.label,
        line.limit,
        line.value == null
          ? 'n/a'
          : line.unit === 'ratio'
            ? ratio(line.value)
            : line.unit === 'cls'
              ? cls(line.value)
              : String(line.value),
        line.ok === null ? 'n/a' : line.ok ? 'PASS' : 'FAIL',
      ]),
    ]),
  );
  const moved = builds.flatMap((id) =>
    /** @type {const} */ (['login', 'list', 'form', 'show', 'dashboard']).flatMap((screen) => {
      const figures = f[id]?.[screen];
      return figures && (figures.cls ?? 0) > 0.02
        ? [`${id} ${screen}: ${figures.shiftSources.join(', ')}`]
        : [];
    }),
  );
  if (moved.length > 0) {
    console.log(
      `\nWhat moved (CLS over budget; score per element):\n${moved.map((line) => `- ${line}`).join('\n')}`,
    );
  }
  for (const id of builds) {
    const lazy = dashboardChunkLazy(f[id]);
    if (lazy !== null) {
      console.log(
        `\n${id}: the dashboard's chunk (DashboardHome) is ${lazy ? 'loaded only when the dashboard opens (not by the list)' : 'NOT lazy: the list loads it too'}`,
      );
    }
  }
  const failed = report.budgets.filter((line) => line.ok !== true).length;
  console.log(`\n${report.budgets.length - failed}/${report.budgets.length} budgets met`);
}
