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
//   node scripts/bench.mjs --against REF  also build REF (any git ref, in a temporary git worktree with
//                                          this checkout's node_modules) and measure both in this run
//   node scripts/bench.mjs --readme        rewrite the README's table of figures from this run
//   node scripts/bench.mjs --no-company    skip the API build at a real company's size (a second
//                                          demo server of 50,000 customers, its list and detail,
//                                          the server's pages: bench/company.mjs)
//   --runs N (3)  --lighthouse-runs N (5)  --no-lighthouse  --only api|demo
//
// Exit code 1 when the eager JS is over budget or a measurement fails; the speed budgets only print
// PASS/FAIL. Figures go to tests/e2e/artifacts/bench.json (with --against, the ref's too).
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRef, checkoutRef } from '../bench/against.mjs';
import { bundleFigures, eagerBudgetFailure } from '../bench/bundle.mjs';
import { companyFigures } from '../bench/company.mjs';
import { evaluateBudgets } from '../bench/budgets.mjs';
import { lighthouseFigures } from '../bench/lighthouse.mjs';
import { measureTarget, medians } from '../bench/measure.mjs';
import { readmeFigures, replaceReadmeFigures } from '../bench/readme.mjs';
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
    'no-company': { type: 'boolean', default: false },
    against: { type: 'string' },
    readme: { type: 'boolean', default: false },
  },
});
/**
 * A wrong option stops the bench before it starts, with the reason in words.
 * @param {string} reason
 * @returns {never}
 */
function refuse(reason) {
  console.error(`bench: ${reason}`);
  process.exit(2);
}
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
    refuse(`${option} must be a positive integer, not ${String(value)}`);
if (only && only !== 'api' && only !== 'demo') refuse(`--only takes api or demo, not ${only}`);
const against = args.against;
if (against !== undefined && (args['no-build'] || distArg))
  refuse(
    `--against builds the ref and the working tree in the same run: it cannot be combined with ${args['no-build'] ? '--no-build' : '--dist'}`,
  );
if (against === '') refuse('--against needs a git ref: a commit, a tag, HEAD~3…');
const buildDemo = !distArg && !args['no-build'];
const withLighthouse = !args['no-lighthouse'];
/** The company size is an API build: `--only demo` skips it too. */
const withCompany = !args['no-company'] && only !== 'demo';
const builds = /** @type {const} */ (['api', 'demo']).filter((id) => !only || only === id);
/** Lighthouse runs whose score has a budget get the median of `lighthouseRuns`; the others run once. */
const LIGHTHOUSE_BUDGETED = new Set(['api:mobile', 'api:desktop', 'demo:mobile']);

/** Starts the HTTP demo API (tests/support/e2e/demo-server.mjs) on a free port. */
async function startDemoApi() {
  const { startDemoServer } = await import('../tests/support/e2e/demo-server.mjs');
  return startDemoServer({ port: await freePort() });
}

/** @param {unknown} error */
const message = (error) => (error instanceof Error ? error.message : String(error));

async function main() {
  const started = Date.now();
  const tmp = await mkdtemp(join(tmpdir(), 'bench-'));
  /** @type {{ close(): Promise<void> }[]} */
  const servers = [];
  /** @type {string[]} */
  const errors = [];
  /** @type {import('../bench/against.mjs').RefCheckout | undefined} */
  let checkout;
  // Ctrl-C or a kill during the run still removes the ref's worktree and the temporary folder.
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    checkout?.removeNow();
    rmSync(tmp, { recursive: true, force: true });
    process.kill(process.pid, signal);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, stop);
  try {
    // The ref first: a name git does not know stops the run before anything is built.
    if (against !== undefined) {
      checkout = await checkoutRef(against, join(tmp, 'ref'));
      console.log(
        `bench: ${against} (${checkout.commit.slice(0, 10)}) checked out in ${checkout.dir}; it is built with ` +
          `this checkout's node_modules (today's dependencies, not the ref's package-lock.json)`,
      );
    }
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
        errors.push(`API build: ${message(error)}`);
      }
    }
    /** @type {Partial<Record<'api' | 'demo', string>>} */
    let refDists = {};
    if (checkout) {
      const ref = await buildRef(checkout, [...builds], join(tmp, 'ref-builds'));
      if (ref.server) servers.push(ref.server);
      refDists = ref.dists;
    }

    const baselineBundle = await bundleFigures(baselineDist, '/');
    /** @type {Record<string, Awaited<ReturnType<typeof bundleFigures>>>} */
    const bundles = {};
    for (const [id, dist] of Object.entries(dists)) bundles[id] = await bundleFigures(dist);
    for (const [id, dist] of Object.entries(refDists)) bundles[`ref:${id}`] = await bundleFigures(dist);

    const baselineServer = await startStaticServer({ root: baselineDist, base: '/' });
    servers.push(baselineServer);
    const targets = [baselineTarget(baselineServer.url)];
    for (const [id, dist] of Object.entries(dists)) {
      const server = await startStaticServer({ root: dist });
      servers.push(server);
      targets.push(appTarget(/** @type {'api' | 'demo'} */ (id), server.url));
    }
    // The ref's builds, measured with the same screens, interleaved with the working tree's.
    for (const [id, dist] of Object.entries(refDists)) {
      const server = await startStaticServer({ root: dist });
      servers.push(server);
      targets.push(refTarget(appTarget(/** @type {'api' | 'demo'} */ (id), server.url), against ?? ''));
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
            errors.push(`${target.label}, run ${run}: ${message(error)}`);
          }
          console.log(
            `bench: ${target.label} run ${run}/${runs} in ${((Date.now() - runStart) / 1000).toFixed(1)} s`,
          );
        }
      }
    } finally {
      await browser.close();
    }

    // A real company's size: its own demo server and API build, after the other targets' runs.
    const company = withCompany
      ? await companyFigures({
          runs,
          outDir: outArg ? join(outArg, 'company') : join(tmp, 'company'),
          errors,
        })
      : undefined;

    // The ref's builds get as many runs as the working tree's.
    const lighthouse = withLighthouse
      ? await lighthouseFigures(
          targets,
          (target, preset) =>
            LIGHTHOUSE_BUDGETED.has(`${target.id.replace(/^ref:/, '')}:${preset}`) ? lighthouseRuns : 1,
          errors,
        )
      : {};

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
    for (const id of builds) if (dists[id]) figures[id] = figuresOf(id);
    if (company) figures.company = company;
    const budgets = evaluateBudgets(figures);
    const eagerFailure = bundles.demo ? eagerBudgetFailure(bundles.demo) : undefined;
    /** @type {import('../bench/report.mjs').BenchReport} */
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
      ...(checkout
        ? {
            against: {
              ref: checkout.ref,
              commit: checkout.commit,
              figures: Object.fromEntries(
                Object.keys(refDists).map((id) => [
                  id,
                  figuresOf(/** @type {'ref:api' | 'ref:demo'} */ (`ref:${id}`)),
                ]),
              ),
            },
          }
        : {}),
      errors,
      failures: [...(eagerFailure ? [eagerFailure] : []), ...errors.map((e) => `measurement failed: ${e}`)],
    };
    printReport(report);
    const out = repoPath('tests/e2e/artifacts/bench.json');
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFigures written to ${relative(process.cwd(), out)} (${report.durationSeconds} s)`);
    if (args.readme) await rewriteReadme(report);
    if (report.failures.length > 0) {
      console.error(`\nBENCH FAILED\n${report.failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers.reverse()) await server.close().catch(() => undefined);
    await checkout?.remove();
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.off(signal, stop);
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * The ref's build as a target of its own (`ref:api`, `ref:demo`), labelled with the ref.
 * @param {import('../bench/targets.mjs').Target} target @param {string} ref
 * @returns {import('../bench/targets.mjs').Target}
 */
const refTarget = (target, ref) => ({
  ...target,
  id: /** @type {'ref:api' | 'ref:demo'} */ (`ref:${target.id}`),
  label: `${target.label} at ${ref}`,
});

/**
 * `--readme`: the README's table of figures from this run, unless a measurement failed.
 * @param {import('../bench/report.mjs').BenchReport} report
 */
async function rewriteReadme(report) {
  if (report.errors.length > 0) {
    console.log('\nREADME.md not rewritten: a measurement failed');
    return;
  }
  const path = repoPath('README.md');
  await writeFile(path, replaceReadmeFigures(await readFile(path, 'utf8'), readmeFigures(report)));
  console.log('\nREADME.md: the Performance section shows these figures');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
