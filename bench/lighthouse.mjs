// Lighthouse (Node API) on one URL in Debian's Chromium, with the mobile (default) or desktop preset.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium.mjs';
import { median } from './stats.mjs';

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 */
export async function lighthouseScore(url, preset) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || typeof score !== 'number') {
      throw new Error(
        `Lighthouse (${preset}) gave no performance score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`,
      );
    }
    /** @param {string} audit */
    const value = (audit) => lhr.audits[audit]?.numericValue ?? null;
    const metrics = {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
    };
    return { score: Math.round(score * 100), metrics };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse on each target's login page with both presets: the median of `runsOf(target, preset)`
 * runs, each run's score and metrics logged. A failed run is added to `errors`.
 * @param {import('./targets.mjs').Target[]} targets
 * @param {(target: import('./targets.mjs').Target, preset: 'mobile' | 'desktop') => number} runsOf
 * @param {string[]} errors
 * @returns {Promise<Record<string, Record<'mobile' | 'desktop', number | null>>>}
 */
export async function lighthouseFigures(targets, runsOf, errors) {
  /** @type {Record<string, Record<'mobile' | 'desktop', number | null>>} */
  const out = {};
  const ms = (/** @type {number | null} */ value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  for (const target of targets) {
    out[target.id] = { mobile: null, desktop: null };
    for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
      const scores = [];
      /** Each run's score with its metrics, for the log. */
      const details = [];
      for (let run = 1; run <= runsOf(target, preset); run += 1) {
        try {
          const { score, metrics } = await lighthouseScore(
            target.routeUrl(target.screens.login.route),
            preset,
          );
          scores.push(score);
          details.push(
            `${score} (FCP ${ms(metrics.fcpMs)}, LCP ${ms(metrics.lcpMs)}, TBT ${ms(metrics.tbtMs)}, SI ${ms(metrics.speedIndexMs)})`,
          );
        } catch (error) {
          errors.push(
            `Lighthouse ${preset}, ${target.label}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      out[target.id][preset] = median(scores);
      console.log(`bench: Lighthouse ${preset} ${target.label}: ${details.join('; ')}`);
    }
  }
  return out;
}
