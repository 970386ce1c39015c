// How fast the app answers staff's input (issue 44 point 2): typing into the customer list's
// keyword filter, switching a detail tab, opening a customer row's menu (⋮), 10 tries each, timed
// to the next paint with the Event Timing API (the longest entry of the interaction), or, when the
// browser reported no entry (under its 16 ms threshold), from the input event to the next frame.
import { loadScreen, restPointer, TIMEOUT, waitForScreen } from './page-metrics.mjs';
import { interactionDuration, percentile } from './screen-stats.mjs';
import { median } from './stats.mjs';
import { detailRoute, rowMenuButton, tabScreen } from './staff-screens.mjs';

export const TRIES = 10;
/** The percentile with the budget. */
export const PERCENTILE = 75;

/** The tabs switched to, in turn (the first opens of all but the last two). */
const TAB_ORDER = /** @type {import('./staff-screens.mjs').TabKey[]} */ ([
  'follow',
  'service',
  'call',
  'remark',
  'log',
  'question',
  'contract',
  'match',
  'profile',
  'follow',
]);
/** Typed one key at a time: a phone-number search, as staff type it. */
const KEYWORD = '1380000123';

/**
 * @typedef {{ ms: number, eventTiming: boolean }} Interaction
 * @typedef {{ typing: Interaction[], tabSwitch: Interaction[], rowMenu: Interaction[] }} InteractionRuns
 * @typedef {{ typing: number | null, tabSwitch: number | null, rowMenu: number | null, fallbacks: number }} InteractionFigures
 */

/**
 * One interaction: `act` gives the input, timed from the input event (`type`, e.g. keydown or
 * pointerdown) to its next paint.
 * @param {import('playwright-core').Page} page
 * @param {'keydown' | 'pointerdown'} type
 * @param {() => Promise<unknown>} act
 * @returns {Promise<Interaction>}
 */
async function interaction(page, type, act) {
  await page.evaluate((eventType) => {
    /** @type {{ start: number | null, frame: number | null }} */
    const probe = { start: null, frame: null };
    Reflect.set(window, '__benchProbe', probe);
    // The next frame after the input: a rAF callback runs before the frame's paint, a message
    // posted from it arrives after.
    const onInput = (/** @type {Event} */ event) => {
      probe.start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.frame = performance.now();
        };
        channel.port2.postMessage(null);
      });
    };
    window.addEventListener(eventType, onInput, { capture: true, once: true });
  }, type);
  await act();
  await page.waitForFunction(() => Reflect.get(window, '__benchProbe').frame !== null, undefined, {
    polling: 'raf',
    timeout: TIMEOUT,
  });
  const { start, frame, entries } = await page.evaluate(async () => {
    // Event Timing queues an entry after the paint it waited for: two more frames, then the queue.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    Reflect.get(window, '__benchEvents')?.();
    /** @type {{ start: number, frame: number }} */
    const probe = Reflect.get(window, '__benchProbe');
    /** @type {import('./page-metrics.mjs').Observed} */
    const state = Reflect.get(window, '__bench');
    return { ...probe, entries: state.events.filter(([, time]) => time >= probe.start - 1) };
  });
  const measured = interactionDuration(entries, start);
  return { ms: measured ?? frame - start, eventTiming: measured !== null };
}

/**
 * The three interactions, 10 tries each, in fresh documents of the list and the detail page.
 * @param {{ page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession }} tab
 * @param {import('./targets.mjs').Target} target
 * @returns {Promise<InteractionRuns>}
 */
export async function measureInteractions(tab, target) {
  const { page } = tab;
  await loadScreen(tab, target, target.screens.list);
  /** @type {Interaction[]} */
  const rowMenu = [];
  for (let row = 0; row < TRIES; row += 1) {
    const menu = await rowMenuButton(page, row);
    rowMenu.push(await interaction(page, 'pointerdown', () => page.locator(menu).click()));
    await page.locator(`${menu}[aria-expanded="true"]`).waitFor();
    await page.keyboard.press('Escape');
    await page.locator(`${menu}[aria-expanded="false"]`).waitFor();
    await restPointer(page);
  }
  await page.locator('input[name="q"]').click();
  /** @type {Interaction[]} */
  const typing = [];
  for (const key of KEYWORD) typing.push(await interaction(page, 'keydown', () => page.keyboard.press(key)));

  await loadScreen(tab, target, tabScreen('profile', detailRoute()));
  /** @type {Interaction[]} */
  const tabSwitch = [];
  for (const key of TAB_ORDER) {
    const tabButton = page.locator(`[data-testid="customer-tab-${key}"]`);
    tabSwitch.push(await interaction(page, 'pointerdown', () => tabButton.click()));
    await waitForScreen(page, tabScreen(key, ''));
  }
  return { typing, tabSwitch, rowMenu };
}

/**
 * Each interaction's 75th percentile, the median over the runs; and how many tries were timed to
 * the next frame (no Event Timing entry) in all.
 * @param {(InteractionRuns | undefined)[]} runs
 * @returns {InteractionFigures | undefined}
 */
export function interactionMedians(runs) {
  const present = runs.filter((r) => r !== undefined);
  if (present.length === 0) return undefined;
  const p75 = (/** @type {keyof InteractionRuns} */ key) =>
    median(
      present.map((r) =>
        percentile(
          r[key].map((i) => i.ms),
          PERCENTILE,
        ),
      ),
    );
  return {
    typing: p75('typing'),
    tabSwitch: p75('tabSwitch'),
    rowMenu: p75('rowMenu'),
    fallbacks: present
      .flatMap((r) => [...r.typing, ...r.tabSwitch, ...r.rowMenu])
      .filter((i) => !i.eventTiming).length,
  };
}
