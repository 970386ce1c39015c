// Lighthouse (Node API) on one URL in Debian's Chromium, with the mobile (default) or desktop preset.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium.mjs';

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
