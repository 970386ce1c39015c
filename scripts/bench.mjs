#!/usr/bin/env node
// npm run bench — this app's speed as ratios to a plain react-admin app (bench/baseline/), from one
// run: the API build against the HTTP demo server, the demo build, and the baseline, in the same
// headless Chromium, cold cache, medians of 3 runs; plus Lighthouse on the login page (medians of
// 5 runs for the budgeted presets: Lighthouse's own advice, its median of 5 varies half as much as
// one run).
//
//   node scripts/bench.mjs                 build dist/ and dist-api/ (and the baseline in a temp folder)
//   node scripts/bench.mjs --no-build      measure the existing dist/ (the API build is always made:
//                                          it needs the demo server's origin of this run)
//   node scripts/bench.mjs --dist DIR      measure another demo build folder (implies --no-build)
//   node scripts/bench.mjs --out DIR       build into DIR/demo and DIR/api instead of dist/, dist-api/
//   --runs N (3)  --lighthouse-runs N (5)  --no-lighthouse  --only api|demo
//
// Exit code 1 when the eager JS is over budget or a measurement fails; the speed budgets only print
// PASS/FAIL. Figures go to tests/e2e/artifacts/bench.json.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFigures, eagerBudgetFailure } from '../bench/bundle.mjs';
import { evaluateBudgets } from '../bench/budgets.mjs';
import { median } from '../bench/stats.mjs';
import { lighthouseScore } from '../bench/lighthouse.mjs';
import { heapChurn, loadScreen, newBenchContext } from '../bench/page-metrics.mjs';
import { machine, printReport } from '../bench/report.mjs';
import { appTarget, baselineTarget } from '../bench/targets.mjs';
import { repoPath, viteBuild } from '../tests/support/e2e/build.mjs';
import { launchChromium } from '../tests/support/e2e/chromium.mjs';
import { freePort, startStaticServer } from '../tests/support/e2e/static-server.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    out: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '5' },
    only: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const distArg = args.dist;
const outArg = args.out;
const runs = Number(args.runs);
const only = args.only;
const lighthouseRuns = Number(args['lighthouse-runs']);
for (const [option, value] of [
  ['--runs', runs],
  ['--lighthouse-runs', lighthouseRuns],
])
  if (!Number.isInteger(value) || Number(value) < 1)
    throw new Error(`${option} must be a positive integer, not ${String(value)}`);
if (only && only !== 'api' && only !== 'demo') throw new Error(`--only takes api or demo, not ${only}`);
const buildDemo = !distArg && !args['no-build'];
const withLighthouse = !args['no-lighthouse'];
const builds = /** @type {const} */ (['api', 'demo']).filter((id) => !only || only === id);
/** Lighthouse runs whose score has a budget get the median of `lighthouseRuns`; the others run once. */
const LIGHTHOUSE_BUDGETED = new Set(['api:mobile', 'api:desktop', 'demo:mobile']);

/** Starts the HTTP demo API (tests/support/e2e/demo-server.mjs) on a free port. */
async function startDemoApi() {
  const { startDemoServer } = await import('../tests/support/e2e/demo-server.mjs');
  return startDemoServer({ port: await freePort() });
}

/**
 * One run of a target in a fresh browser context: the login page (cold), then after logging in the
 * 100-row list (cold cache), the store form and show page, and (if asked) the heap over 50 screens.
 * The demo build's list is measured once its seeded store is saved, as on every visit but the
 * first; the load before that (the store seeded again meanwhile) is reported as the first visit.
 * @param {import('playwright-core').Browser} browser
 * @param {import('../bench/targets.mjs').Target} target
 * @param {boolean} withChurn
 */
async function measureTarget(browser, target, withChurn) {
  const tab = await newBenchContext(browser, target);
  try {
    const login = await loadScreen(tab, target, target.screens.login);
    await target.login(tab.page);
    const firstVisit = target.storeSaved
      ? await loadScreen(tab, target, target.screens.list, { coldCache: true })
      : undefined;
    await target.storeSaved?.(tab.page);
    const list = await loadScreen(tab, target, target.screens.list, { heap: true, coldCache: true });
    const form = target.screens.form ? await loadScreen(tab, target, target.screens.form) : undefined;
    const show = target.screens.show ? await loadScreen(tab, target, target.screens.show) : undefined;
    const dashboard = target.screens.dashboard
      ? await loadScreen(tab, target, target.screens.dashboard)
      : undefined;
    const churn = withChurn && target.churn.length > 0 ? await heapChurn(tab, target) : undefined;
    return { login, firstVisit, list, form, show, dashboard, churn };
  } finally {
    await tab.context.close();
  }
}

/**
 * Medians, field by field, of each screen's figures over the runs (lists of names: the first run's).
 * @param {Awaited<ReturnType<typeof measureTarget>>[]} results
 */
function medians(results) {
  /** @type {Partial<Record<'login' | 'firstVisit' | 'list' | 'form' | 'show' | 'dashboard', import('../bench/budgets.mjs').ScreenMedians>>} */
  const out = {};
  for (const screen of /** @type {const} */ (['login', 'firstVisit', 'list', 'form', 'show', 'dashboard'])) {
    const present = results.flatMap((r) => r[screen] ?? []);
    if (present.length === 0) continue;
    const numbers = (
      /** @type {(f: import('../bench/page-metrics.mjs').ScreenFigures) => number | null} */ read,
    ) => median(present.map(read).filter((v) => v !== null));
    out[screen] = {
      readyMs: numbers((f) => f.readyMs),
      interactiveMs: numbers((f) => f.interactiveMs),
      lcpMs: numbers((f) => f.lcpMs),
      firstPaintMs: numbers((f) => f.firstPaintMs),
      longTaskMs: numbers((f) => f.longTaskMs),
      longTaskCount: numbers((f) => f.longTaskCount),
      cls: numbers((f) => f.cls),
      jsHeapBytes: numbers((f) => f.jsHeapBytes),
      jsBeforeInteractiveBytes: numbers((f) => f.jsBeforeInteractiveBytes),
      shiftSources: present[0].shiftSources,
      scriptFiles: present[0].scriptFiles,
    };
  }
  return out;
}

async function main() {
  const started = Date.now();
  const tmp = await mkdtemp(join(tmpdir(), 'bench-'));
  /** @type {{ close(): Promise<void> }[]} */
  const servers = [];
  /** @type {string[]} */
  const errors = [];
  try {
    const baselineDist = await viteBuild({
      config: repoPath('bench/baseline/vite.config.ts'),
      outDir: join(tmp, 'baseline'),
      quiet: true,
    });
    /** @type {Record<string, string>} */
    const dists = {};
    if (builds.includes('demo')) {
      dists.demo = distArg
        ? resolve(distArg)
        : buildDemo
          ? await viteBuild({ outDir: outArg && join(outArg, 'demo'), quiet: true })
          : repoPath('dist');
    }
    /** @type {string | undefined} */
    let apiOrigin;
    if (builds.includes('api')) {
      try {
        const demoServer = await startDemoApi();
        servers.push(demoServer);
        apiOrigin = new URL(demoServer.url).origin;
        dists.api = await viteBuild({
          apiBaseUrl: apiOrigin,
          outDir: outArg && join(outArg, 'api'),
          quiet: true,
        });
      } catch (error) {
        errors.push(`API build: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    const baselineBundle = await bundleFigures(baselineDist, '/');
    /** @type {Record<string, Awaited<ReturnType<typeof bundleFigures>>>} */
    const bundles = {};
    for (const [id, dist] of Object.entries(dists)) bundles[id] = await bundleFigures(dist);

    const baselineServer = await startStaticServer({ root: baselineDist, base: '/' });
    servers.push(baselineServer);
    const targets = [baselineTarget(baselineServer.url)];
    for (const [id, dist] of Object.entries(dists)) {
      const server = await startStaticServer({ root: dist });
      servers.push(server);
      targets.push(appTarget(/** @type {'api' | 'demo'} */ (id), server.url));
    }

    const browser = await launchChromium();
    const chromium = browser.version();
    /** @type {Record<string, Awaited<ReturnType<typeof measureTarget>>[]>} */
    const results = Object.fromEntries(targets.map((t) => [t.id, []]));
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const target of targets) {
          const runStart = Date.now();
          try {
            results[target.id].push(await measureTarget(browser, target, run === 1));
          } catch (error) {
            errors.push(
              `${target.label}, run ${run}: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
          console.log(
            `bench: ${target.label} run ${run}/${runs} in ${((Date.now() - runStart) / 1000).toFixed(1)} s`,
          );
        }
      }
    } finally {
      await browser.close();
    }

    /** @type {Record<string, Record<string, number | null>>} */
    const lighthouse = {};
    if (withLighthouse) {
      for (const target of targets) {
        lighthouse[target.id] = {};
        for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
          const scores = [];
          /** Each run's score with its metrics, for the log. */
          const details = [];
          const presetRuns = LIGHTHOUSE_BUDGETED.has(`${target.id}:${preset}`) ? lighthouseRuns : 1;
          for (let run = 1; run <= presetRuns; run += 1) {
            try {
              const { score, metrics } = await lighthouseScore(
                target.routeUrl(target.screens.login.route),
                preset,
              );
              scores.push(score);
              const ms = (/** @type {number | null} */ value) =>
                value === null ? 'n/a' : `${Math.round(value)} ms`;
              details.push(
                `${score} (FCP ${ms(metrics.fcpMs)}, LCP ${ms(metrics.lcpMs)}, TBT ${ms(metrics.tbtMs)}, SI ${ms(metrics.speedIndexMs)})`,
              );
            } catch (error) {
              errors.push(
                `Lighthouse ${preset}, ${target.label}: ${error instanceof Error ? error.message : String(error)}`,
              );
            }
          }
          lighthouse[target.id][preset] = median(scores);
          console.log(`bench: Lighthouse ${preset} ${target.label}: ${details.join('; ')}`);
        }
      }
    }

    /** @param {import('../bench/targets.mjs').Target['id']} id @returns {import('../bench/budgets.mjs').TargetFigures} */
    const figuresOf = (id) => {
      const churn = results[id].find((r) => r.churn)?.churn;
      return {
        ...medians(results[id]),
        ...(churn ? { churn } : {}),
        lighthouse: lighthouse[id] ?? null,
        runs: results[id].length,
      };
    };
    /** @type {import('../bench/budgets.mjs').Figures} */
    const figures = { baseline: { ...figuresOf('baseline'), bundleGzipBytes: baselineBundle.totalJs.gzip } };
    for (const target of targets) if (target.id !== 'baseline') figures[target.id] = figuresOf(target.id);
    const budgets = evaluateBudgets(figures);
    const eagerFailure = bundles.demo ? eagerBudgetFailure(bundles.demo) : undefined;
    const report = {
      date: new Date().toISOString(),
      machine: machine(chromium),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      runs,
      lighthouseRuns,
      apiOrigin: apiOrigin ?? null,
      dists: Object.fromEntries(
        Object.entries(dists).map(([id, dist]) => [id, relative(process.cwd(), dist) || dist]),
      ),
      bundles: { baseline: baselineBundle, ...bundles },
      figures,
      budgets,
      errors,
      failures: [...(eagerFailure ? [eagerFailure] : []), ...errors.map((e) => `measurement failed: ${e}`)],
    };
    printReport(report);
    const out = repoPath('tests/e2e/artifacts/bench.json');
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFigures written to ${relative(process.cwd(), out)} (${report.durationSeconds} s)`);
    if (report.failures.length > 0) {
      console.error(`\nBENCH FAILED\n${report.failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers.reverse()) await server.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
