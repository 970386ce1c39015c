// Lighthouse (Node API) on one URL in Debian's Chromium, with the mobile (default) or desktop preset:
// the login page, and (issue 44 point 4) the API build's customer list and detail signed in.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium.mjs';
import { detailRoute } from './staff-screens.mjs';
import { median } from './stats.mjs';

/** The bench's administrator (targets.mjs). */
const ACCOUNT = { username: 'admin', password: 'demo123' };
const SIGN_IN_TIMEOUT_MS = 60_000;
/** The signed-in screens and their routes: the customer list as the menu opens it, the detail. */
const SIGNED_IN = /** @type {const} */ ([
  ['list', 'customer'],
  ['detail', detailRoute()],
]);
/** How many of Lighthouse's opportunities and diagnostics a signed-in run logs. */
const BLAMED = 4;

/**
 * Signs in on the login page in the browser Lighthouse is about to drive (puppeteer-core, as
 * Lighthouse 12 itself), then empties its HTTP cache: Lighthouse keeps the storage, hence the
 * session (`disableStorageReset`), and starts cold as on the login page.
 * @param {import('puppeteer-core').Browser} browser
 * @param {import('./targets.mjs').Target} target
 */
async function signedInPage(browser, target) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  await page.goto(target.routeUrl(target.screens.login.route));
  // The target's settings of the page's storage (the daily dialog seen today…), as the bench's.
  for (const script of target.initScripts) await page.evaluate(script);
  await page.waitForSelector('input[name="username"]', { visible: true, timeout: SIGN_IN_TIMEOUT_MS });
  await page.type('input[name="username"]', ACCOUNT.username);
  await page.type('input[name="password"]', ACCOUNT.password);
  await page.click('button[type="submit"]');
  await page.waitForSelector('nav[data-testid="side-menu"]', { visible: true, timeout: SIGN_IN_TIMEOUT_MS });
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return page;
}

/**
 * What Lighthouse blames most for a score: its failed opportunities and diagnostics of the
 * performance category, the largest savings first.
 * @param {import('lighthouse').Result} lhr
 * @returns {string[]}
 */
function blamed(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({
      audit,
      savings: Object.values(audit.metricSavings ?? {}).reduce((sum, v) => sum + (v ?? 0), 0),
    }))
    .sort((a, b) => b.savings - a.savings)
    .slice(0, BLAMED)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 * @param {import('./targets.mjs').Target} [signIn] signs in to this target first
 */
export async function lighthouseScore(url, preset, signIn) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  /** @type {import('puppeteer-core').Browser | undefined} */
  let browser;
  try {
    /** @type {import('puppeteer-core').Page | undefined} */
    let page;
    if (signIn) {
      browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      page = await signedInPage(browser, signIn);
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(signIn ? { disableStorageReset: true } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || typeof score !== 'number') {
      throw new Error(
        `Lighthouse (${preset}) gave no performance score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`,
      );
    }
    // A session the app did not take ends on the login page: that would be the login's score.
    if (signIn && new URL(lhr.finalDisplayedUrl).pathname.includes('/user/login'))
      throw new Error(`Lighthouse (${preset}) was sent to the login page from ${url}: not signed in`);
    /** @param {string} audit */
    const value = (audit) => lhr.audits[audit]?.numericValue ?? null;
    const metrics = {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
    };
    return { score: Math.round(score * 100), metrics, blamed: blamed(lhr) };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/** @param {number | null} value */
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

/**
 * The median score of `runs` runs on a page, each run's score and metrics logged (and what
 * Lighthouse blames, for a signed-in screen). A failed run is added to `errors`.
 * @param {{ url: string, preset: 'mobile' | 'desktop', runs: number, label: string, signIn?: import('./targets.mjs').Target }} page
 * @param {string[]} errors
 */
async function medianScore({ url, preset, runs, label, signIn }, errors) {
  const scores = [];
  /** Each run's score with its metrics, for the log. */
  const details = [];
  /** @type {string[]} */
  let blamedMost = [];
  for (let run = 1; run <= runs; run += 1) {
    try {
      const { score, metrics, blamed: issues } = await lighthouseScore(url, preset, signIn);
      scores.push(score);
      details.push(
        `${score} (FCP ${ms(metrics.fcpMs)}, LCP ${ms(metrics.lcpMs)}, TBT ${ms(metrics.tbtMs)}, ` +
          `CLS ${metrics.cls === null ? 'n/a' : metrics.cls.toFixed(3)}, SI ${ms(metrics.speedIndexMs)})`,
      );
      if (run === 1) blamedMost = issues;
    } catch (error) {
      errors.push(
        `Lighthouse ${preset}, ${label}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  console.log(`bench: Lighthouse ${preset} ${label}: ${details.join('; ')}`);
  if (signIn && blamedMost.length > 0)
    console.log(`bench: Lighthouse ${preset} ${label}, first run blames: ${blamedMost.join('; ')}`);
  return median(scores);
}

/**
 * Lighthouse on each target's login page with both presets, and on the API build's customer list
 * and detail signed in: the median of `runsOf(target, preset)` runs. A failed run is added to `errors`.
 * @param {import('./targets.mjs').Target[]} targets
 * @param {(target: import('./targets.mjs').Target, preset: 'mobile' | 'desktop') => number} runsOf
 * @param {string[]} errors
 * @returns {Promise<Record<string, import('./budgets.mjs').LighthouseFigures>>}
 */
export async function lighthouseFigures(targets, runsOf, errors) {
  /** @type {Record<string, import('./budgets.mjs').LighthouseFigures>} */
  const out = {};
  for (const target of targets) {
    /** @type {import('./budgets.mjs').LighthouseFigures} */
    const figures = { mobile: null, desktop: null };
    out[target.id] = figures;
    for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
      const runs = runsOf(target, preset);
      figures[preset] = await medianScore(
        { url: target.routeUrl(target.screens.login.route), preset, runs, label: target.label },
        errors,
      );
      if (target.id !== 'api') continue;
      for (const [screen, route] of SIGNED_IN) {
        const scores = (figures[screen] ??= { mobile: null, desktop: null });
        scores[preset] = await medianScore(
          {
            url: target.routeUrl(route),
            preset,
            runs,
            label: `${target.label}, customer ${screen} signed in`,
            signIn: target,
          },
          errors,
        );
      }
    }
  }
  return out;
}
