// The bench's console report: machine, bundles, figures side by side with ratios, budgets.
import { cpus, loadavg, totalmem } from 'node:os';
import { EAGER_JS_BUDGET_GZIP } from './bundle.mjs';
import { printCompany } from './company.mjs';
import { compareFigures, FIGURES } from './compare.mjs';
import { cls, kb, ratio, table } from './format.mjs';
import { printStaffScreens } from './staff-budgets.mjs';
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
    /** The 1-, 5- and 15-minute load averages (the 5-minute one spans most of a run). */
    loadAverages: loadavg().map((v) => Math.round(v * 100) / 100),
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
 *   against?: { ref: string, commit: string, figures: { api?: TargetFigures, demo?: TargetFigures } },
 * }} BenchReport
 * @typedef {import('./budgets.mjs').TargetFigures} TargetFigures
 */

/** @param {BenchReport} report the object written to bench.json */
export function printReport(report) {
  const m = report.machine;
  console.log(
    `\nMachine: ${m.cores} cores (${m.cpu}), ${m.memoryGB} GB, Chromium ${m.chromium}, Node ${m.node}, ` +
      `load average ${m.loadAverages ? `${m.loadAverages.join(' / ')} (1 / 5 / 15 min)` : m.loadAverage}`,
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
      ...FIGURES.map(({ label, read, format, baselineRatio }) => [
        label,
        format(read(f.baseline)),
        ...builds.flatMap((id) => {
          const value = read(f[id] ?? {});
          const reference = read(f.baseline);
          return [format(value), baselineRatio && value != null && reference ? ratio(value / reference) : ''];
        }),
      ]),
    ]),
  );
  console.log(`\nBaseline single bundle: ${kb(f.baseline.bundleGzipBytes)} gzip`);

  if (report.against) printComparison(report.against, f);
  if (f.company) printCompany(f.company, f.baseline);
  printStaffScreens(f);

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
              : line.unit === 'ms'
                ? `${line.value.toFixed(1)} ms`
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

/**
 * The before/after of `--against <ref>`: each figure at the ref and now, measured in this run.
 * @param {NonNullable<BenchReport['against']>} against
 * @param {import('./budgets.mjs').Figures} figures the working tree's
 */
function printComparison(against, figures) {
  console.log(
    `\nBefore/after: ${against.ref} (${against.commit.slice(0, 10)}) → the working tree, measured in this run ` +
      `(interleaved, same Chromium and baseline; the ref built with this checkout's node_modules)`,
  );
  for (const { build, rows } of compareFigures(against.figures, figures)) {
    console.log(`\n${build === 'api' ? 'API build' : 'demo build'}\n`);
    console.log(
      table([
        ['', against.ref, 'now', 'change', '×'],
        ...rows.map((row) => [row.label, row.ref, row.current, row.change, row.times]),
      ]),
    );
  }
}
