// The bench at a real company's size (issue 44 point 3): a second HTTP demo server seeded with
// 50,000 customers, an API build made against it (its API origin is baked in at build time), the
// customer list and the customer detail measured on it like the API build's (cold cache, medians),
// then the server alone (scripts/bench-server.mjs): filtered, sorted 100-row pages and the first
// page after an edit. `npm run bench -- --no-company` skips it.
import { benchServer, printServerFigures } from '../scripts/bench-server.mjs';
import { viteBuild } from '../tests/support/e2e/build.mjs';
import { launchChromium } from '../tests/support/e2e/chromium.mjs';
import { startDemoServer } from '../tests/support/e2e/demo-server.mjs';
import { freePort, startStaticServer } from '../tests/support/e2e/static-server.mjs';
import { cls, mb, ms, ratio, table } from './format.mjs';
import { medians } from './measure.mjs';
import { loadScreen, newBenchContext } from './page-metrics.mjs';
import { CUSTOMER_ID, detailRoute, tabScreen } from './staff-screens.mjs';
import { appTarget } from './targets.mjs';

/** How many customers a real company has (the in-browser demo keeps its 5,200). */
export const COMPANY_CUSTOMERS = 50_000;
export const COMPANY_LABEL = `API build, ${COMPANY_CUSTOMERS.toLocaleString('en-US')} customers`;

/**
 * The customer detail page as the bench opens it (the screens helper's definition, staff-screens.mjs):
 * ready with its header card and its first tab's content.
 */
export const DETAIL_SCREEN = tabScreen('profile', detailRoute(CUSTOMER_ID));

/**
 * The API build served at `url`, against the 50,000-customer server, as a target of its own.
 * @param {string} url
 * @returns {import('./targets.mjs').Target}
 */
export function companyTarget(url) {
  return {
    ...appTarget('api', url),
    id: /** @type {import('./targets.mjs').Target['id']} */ (/** @type {unknown} */ ('company')),
    label: COMPANY_LABEL,
    // Its list and detail only (measureCompany), not the API build's other screens.
    staff: false,
  };
}

/**
 * One run in a fresh browser context: after logging in, the 100-row list (cold cache, heap after GC)
 * then the customer detail (cold cache).
 * @param {import('playwright-core').Browser} browser
 * @param {import('./targets.mjs').Target} target
 */
async function measureCompany(browser, target) {
  const tab = await newBenchContext(browser, target);
  try {
    await target.login(tab.page);
    const list = await loadScreen(tab, target, target.screens.list, { heap: true, coldCache: true });
    const detail = await loadScreen(tab, target, DETAIL_SCREEN, { coldCache: true });
    return { list, detail };
  } finally {
    await tab.context.close();
  }
}

/**
 * @typedef {import('./budgets.mjs').ScreenMedians} ScreenMedians
 * @typedef {{
 *   customers: number, runs: number, list?: ScreenMedians, detail?: ScreenMedians,
 *   server: import('../scripts/bench-server.mjs').ServerFigures | null,
 * }} CompanyFigures
 */

/**
 * Runs the company part: `runs` runs of the list and the detail, then the server alone (its own
 * server, nothing else running). A failed step is added to `errors`; the others still run.
 * @param {{ runs: number, outDir: string, errors: string[] }} options `outDir`: the API build's folder
 * @returns {Promise<CompanyFigures>}
 */
export async function companyFigures({ runs, outDir, errors }) {
  const message = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));
  /** @type {Awaited<ReturnType<typeof measureCompany>>[]} */
  const results = [];
  /** @type {{ close(): Promise<void> }[]} */
  const servers = [];
  try {
    const api = await startDemoServer({
      port: await freePort(),
      env: { DEMO_CUSTOMERS: String(COMPANY_CUSTOMERS) },
    });
    servers.push(api);
    const dist = await viteBuild({ apiBaseUrl: new URL(api.url).origin, outDir, quiet: true });
    const app = await startStaticServer({ root: dist });
    servers.push(app);
    const target = companyTarget(app.url);
    const browser = await launchChromium();
    try {
      for (let run = 1; run <= runs; run += 1) {
        const started = Date.now();
        try {
          results.push(await measureCompany(browser, target));
        } catch (error) {
          errors.push(`${COMPANY_LABEL}, run ${run}: ${message(error)}`);
        }
        console.log(
          `bench: ${COMPANY_LABEL} run ${run}/${runs} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    errors.push(`${COMPANY_LABEL}: ${message(error)}`);
  } finally {
    for (const server of servers.reverse()) await server.close().catch(() => undefined);
  }
  /** @type {CompanyFigures['server']} */
  let server = null;
  try {
    server = await benchServer({ customers: COMPANY_CUSTOMERS });
  } catch (error) {
    errors.push(`demo server, ${COMPANY_CUSTOMERS} customers: ${message(error)}`);
  }
  // The list's and the detail's medians, field by field, as the other targets' screens.
  const screens = (/** @type {'list' | 'detail'} */ screen) =>
    medians(
      /** @type {Awaited<ReturnType<typeof import('./measure.mjs').measureTarget>>[]} */ (
        /** @type {unknown} */ (results.map((r) => ({ list: r[screen] })))
      ),
    ).list;
  return {
    customers: COMPANY_CUSTOMERS,
    runs: results.length,
    list: screens('list'),
    detail: screens('detail'),
    server,
  };
}

/**
 * The company part of the report: the list's figures beside the baseline's with their ratios, the
 * detail's ready time beside the list's, and the server's figures.
 * @param {import('./budgets.mjs').TargetFigures} company the figures of `companyFigures`
 * @param {import('./budgets.mjs').TargetFigures} baseline
 */
export function printCompany(company, baseline) {
  console.log(
    `\n${COMPANY_LABEL} (medians of ${company.runs ?? 0} runs, cold cache; ratios to the baseline of this run)\n`,
  );
  const list = company.list;
  const detail = company.detail;
  /** @param {number | null | undefined} value @param {number | null | undefined} reference */
  const over = (value, reference) => (value == null || !reference ? 'n/a' : ratio(value / reference));
  console.log(
    table([
      ['', 'baseline', 'company', 'ratio'],
      [
        '100-row list: ready',
        ms(baseline.list?.readyMs),
        ms(list?.readyMs),
        over(list?.readyMs, baseline.list?.readyMs),
      ],
      [
        '100-row list: long tasks after first paint',
        ms(baseline.list?.longTaskMs),
        ms(list?.longTaskMs),
        over(list?.longTaskMs, baseline.list?.longTaskMs),
      ],
      [
        '100-row list: JS heap after GC',
        mb(baseline.list?.jsHeapBytes),
        mb(list?.jsHeapBytes),
        over(list?.jsHeapBytes, baseline.list?.jsHeapBytes),
      ],
      ['100-row list: CLS', '', cls(list?.cls), ''],
      [
        'customer detail: ready (ratio to the list)',
        '',
        ms(detail?.readyMs),
        over(detail?.readyMs, list?.readyMs),
      ],
      ['customer detail: long tasks after first paint', '', ms(detail?.longTaskMs), ''],
      ['customer detail: CLS', '', cls(detail?.cls), ''],
    ]),
  );
  if (company.server) {
    console.log('');
    printServerFigures(company.server);
  }
}
