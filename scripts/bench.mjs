#!/usr/bin/env node
// npm run bench — bundle sizes and page metrics of the demo build, with the bundle budget.
//
//   node scripts/bench.mjs               build dist/, measure, check the budget
//   node scripts/bench.mjs --no-build    measure the existing dist/
//   node scripts/bench.mjs --dist DIR    measure another build folder (implies --no-build)
//
// Exit code 1 when eager JS is over budget or a measurement fails. Figures also go to
// tests/e2e/artifacts/bench.json.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoPath, viteBuild } from '../tests/e2e/support/build.mjs';
import { launchChromium, loginWithPassword } from '../tests/e2e/support/chromium.mjs';
import { APP_BASE, startStaticServer } from '../tests/e2e/support/static-server.mjs';

/** Budget of the JS a first visit must download before the app can start (gzip). */
const EAGER_JS_BUDGET_GZIP = 360 * 1024;
const LIST_ROWS = 100;
const TIMEOUT = 60_000;

const argv = process.argv.slice(2);
const distArg = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1] : undefined;
const build = !distArg && !argv.includes('--no-build');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** @param {{ raw: number, gzip: number }[]} list @param {'raw' | 'gzip'} key */
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

/** @param {string} file */
async function sizes(file) {
  const content = await readFile(file);
  return { raw: content.length, gzip: gzipSync(content).length };
}

/**
 * The JS loaded before the app starts: from the Vite manifest when the build wrote one (entry and
 * its static imports), else from index.html (the entry script and its modulepreload links).
 * @param {string} dist
 * @returns {Promise<{ source: string, files: string[] }>}
 */
async function eagerScripts(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    return {
      source: '.vite/manifest.json',
      files: [...seen].filter((f) => f.endsWith('.js')).map((f) => join(dist, f)),
    };
  }
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const urls = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isEntry = /^<script/i.test(tag) && /type=["']module["']/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']modulepreload["']/i.test(tag);
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) urls.add(url);
  }
  const files = [...urls].map((url) => {
    const path = new URL(url, `http://bench${APP_BASE}`).pathname;
    if (!path.startsWith(APP_BASE)) throw new Error(`index.html script outside ${APP_BASE}: ${url}`);
    return join(dist, path.slice(APP_BASE.length));
  });
  for (const file of files) if (!existsSync(file)) throw new Error(`index.html refers to a missing ${file}`);
  return { source: 'index.html', files };
}

/** Records LCP and long tasks from the very start of each document. */
function observePerformance() {
  const state = { lcp: 0, longTaskCount: 0, longTaskTime: 0 };
  Object.defineProperty(window, '__bench', { value: state });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = Math.max(state.lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longTaskCount += 1;
        state.longTaskTime += entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // entry type unsupported: the figures stay at 0 and are reported as such
  }
}

/**
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').BrowserContext} context
 * @param {number} navigationStart Date.now() when the navigation began
 */
async function pageMetrics(page, context, navigationStart) {
  const readyMs = Date.now() - navigationStart;
  await page.waitForLoadState('networkidle');
  // Let the observers deliver what the last frames produced.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const observed = await page.evaluate(() => {
    const state = /** @type {{ lcp: number, longTaskCount: number, longTaskTime: number }} */ (
      Reflect.get(window, '__bench')
    );
    return { ...state };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name) => metrics.find((m) => m.name === name)?.value;
  return {
    readyMs,
    lcpMs: observed.lcp || null,
    longTaskCount: observed.longTaskCount,
    longTaskMs: observed.longTaskTime,
    jsHeapUsedBytes: metric('JSHeapUsedSize') ?? null,
    domNodes: metric('Nodes') ?? null,
  };
}

/**
 * Measures the login page (cold: first visit, the demo API seeds its store) and the customer list
 * with LIST_ROWS rows (a full page load after logging in).
 * @param {string} appUrl
 */
async function measurePages(appUrl) {
  const browser = await launchChromium();
  try {
    const newPage = async () => {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(TIMEOUT);
      context.setDefaultNavigationTimeout(TIMEOUT);
      await context.addInitScript(observePerformance);
      return { context, page: await context.newPage() };
    };
    /** @type {Record<string, Awaited<ReturnType<typeof pageMetrics>>>} */
    const pages = {};

    const login = await newPage();
    /** @type {Set<string>} */
    const loginScripts = new Set();
    login.page.on('request', (request) => {
      if (request.resourceType() === 'script') loginScripts.add(new URL(request.url()).pathname);
    });
    let start = Date.now();
    await login.page.goto(new URL('user/login', appUrl).href);
    await login.page.locator('input[name="username"]').waitFor({ state: 'visible' });
    pages.login = await pageMetrics(login.page, login.context, start);
    await login.context.close();

    const list = await newPage();
    await loginWithPassword(list.page, appUrl, 'admin', 'demo123');
    start = Date.now();
    await list.page.goto(new URL(`customer?page=1&perPage=${LIST_ROWS}`, appUrl).href);
    await list.page.waitForFunction(
      (rows) => document.querySelectorAll('table tbody tr').length >= rows,
      LIST_ROWS,
    );
    pages[`customerList${LIST_ROWS}`] = await pageMetrics(list.page, list.context, start);
    await list.context.close();

    return { pages, loginScripts: [...loginScripts] };
  } finally {
    await browser.close();
  }
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
      return index === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

async function main() {
  const dist = distArg ? resolve(distArg) : build ? await viteBuild() : repoPath('dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build first`);

  const eager = await eagerScripts(dist);
  const assets = join(dist, 'assets');
  const allJs = existsSync(assets) ? (await listFiles(assets)).filter((file) => file.endsWith('.js')) : [];
  const chunkSizes = await Promise.all(
    allJs.map(async (file) => ({ name: relative(dist, file), ...(await sizes(file)) })),
  );
  const eagerSizes = await Promise.all(
    eager.files.map(async (file) => ({ name: relative(dist, file), ...(await sizes(file)) })),
  );
  const bundle = {
    eagerSource: eager.source,
    eagerJs: { files: eagerSizes, raw: sum(eagerSizes, 'raw'), gzip: sum(eagerSizes, 'gzip') },
    totalJs: { files: chunkSizes.length, raw: sum(chunkSizes, 'raw'), gzip: sum(chunkSizes, 'gzip') },
    largestChunks: [...chunkSizes].sort((a, b) => b.raw - a.raw).slice(0, 5),
  };

  console.log(`\nBundle (${relative(process.cwd(), dist) || dist}; eager JS from ${eager.source})\n`);
  console.log(
    table([
      ['', 'raw', 'gzip'],
      [`eager JS (${eagerSizes.length} files)`, kb(bundle.eagerJs.raw), kb(bundle.eagerJs.gzip)],
      [`total JS (${chunkSizes.length} files)`, kb(bundle.totalJs.raw), kb(bundle.totalJs.gzip)],
      ...bundle.largestChunks.map((chunk, index) => [
        `#${index + 1} ${chunk.name}`,
        kb(chunk.raw),
        kb(chunk.gzip),
      ]),
    ]),
  );

  const server = await startStaticServer({ root: dist });
  /** @type {Awaited<ReturnType<typeof measurePages>> | undefined} */
  let measured;
  let measureError;
  try {
    measured = await measurePages(server.url);
  } catch (error) {
    measureError = error instanceof Error ? error.message : String(error);
  } finally {
    await server.close();
  }
  const pages = measured?.pages;

  // All the JS the login page really fetched (entry, preloads and the chunks the boot imports).
  const loginJs = measured
    ? await Promise.all(
        measured.loginScripts
          .filter((path) => path.startsWith(APP_BASE))
          .map(async (path) => ({
            name: path.slice(APP_BASE.length),
            ...(await sizes(join(dist, path.slice(APP_BASE.length)))),
          })),
      )
    : [];
  const loginPageJs = { files: loginJs, raw: sum(loginJs, 'raw'), gzip: sum(loginJs, 'gzip') };
  if (measured) {
    console.log(
      `\nJS fetched by the login page: ${loginJs.length} files, ${kb(loginPageJs.raw)} raw, ${kb(loginPageJs.gzip)} gzip` +
        ` (${loginJs.map((f) => f.name.replace(/^assets\//, '')).join(', ')})`,
    );
  }

  if (pages) {
    console.log('\nPages (headless Chromium, local server, no throttling; fresh profile each)\n');
    console.log(
      table([
        ['page', 'ready', 'LCP', 'long tasks', 'JS heap', 'DOM nodes'],
        ...Object.entries(pages).map(([name, m]) => [
          name,
          ms(m.readyMs),
          ms(m.lcpMs),
          `${ms(m.longTaskMs)} (${m.longTaskCount})`,
          mb(m.jsHeapUsedBytes),
          m.domNodes ?? 'n/a',
        ]),
      ]),
    );
  }

  const failures = [];
  if (bundle.eagerJs.gzip > EAGER_JS_BUDGET_GZIP) {
    failures.push(
      `eager JS is ${kb(bundle.eagerJs.gzip)} gzip, over the ${kb(EAGER_JS_BUDGET_GZIP)} budget: ` +
        `move code behind dynamic import() (largest eager files: ${[...eagerSizes]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((f) => `${f.name} ${kb(f.gzip)}`)
          .join(', ')})`,
    );
  }
  if (measureError) failures.push(`page measurement failed: ${measureError}`);

  const report = {
    date: new Date().toISOString(),
    dist: relative(process.cwd(), dist) || dist,
    budget: { eagerJsGzip: EAGER_JS_BUDGET_GZIP },
    bundle,
    loginPageJs,
    pages: pages ?? null,
    failures,
  };
  const out = repoPath('tests/e2e/artifacts/bench.json');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFigures written to ${relative(process.cwd(), out)}`);

  if (failures.length > 0) {
    console.error(`\nBENCH FAILED\n${failures.map((f) => `- ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nBudget OK: eager JS ${kb(bundle.eagerJs.gzip)} gzip ≤ ${kb(EAGER_JS_BUDGET_GZIP)}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
