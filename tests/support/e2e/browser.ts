import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { repoPath } from './build.mjs';
import { launchChromium, TEST_ONLY_ARGS } from './chromium.mjs';

export type Locale = 'en-US' | 'zh-CN';

export interface PageOptions {
  locale?: Locale;
  viewport?: { width: number; height: number };
  /** Let the once-a-day must-handle dialog show on the home page (off: it would cover other tests' clicks). */
  mustHandle?: boolean;
  /**
   * Ignore the app's Content-Security-Policy: only for a test that injects tooling into the page
   * (axe-core through addScriptTag is an inline script the policy refuses).
   */
  bypassCSP?: boolean;
  /** A new browser context even where the file reuses pages (a test that counts seeded records). */
  fresh?: boolean;
  /**
   * The user's motion setting: `reduce` (the default: the app's still theme, nothing to wait for
   * and no frames to draw for ripples and transitions) or `full`, the animated app most users see.
   */
  motion?: 'reduce' | 'full';
}

/**
 * A page in its own browser context (fresh IndexedDB and localStorage, unless `browserPerFile`
 * hands on an earlier test's page) and what went wrong in it.
 */
export interface AppPage {
  page: Page;
  context: BrowserContext;
  locale: Locale;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  close(): Promise<void>;
}

/** Timeout of each playwright wait and action (the demo API seeds thousands of records on first load). */
export const ACTION_TIMEOUT = 30_000;

export function launchBrowser(): Promise<Browser> {
  return launchChromium({ extraArgs: TEST_ONLY_ARGS });
}

function isFavicon404(message: ConsoleMessage): boolean {
  return /favicon/i.test(message.location().url) && /404|Not Found/i.test(message.text());
}

/** How long a navigation waits at most for the requests in flight to end. */
const QUIET_TIMEOUT_MS = 5_000;
/** How long no request may start or end before the page counts as quiet. */
const QUIET_GAP_MS = 300;

const quietWaits = new WeakMap<Page, () => Promise<void>>();

/**
 * Waits until no request of the page has been in flight for a moment (at most QUIET_TIMEOUT_MS):
 * the condition behind a negative check ("no banner shows"): whatever the screen loads has loaded.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  const quiet = quietWaits.get(page);
  if (!quiet) throw new Error('waitForQuiet: not a page of newPage');
  await quiet();
}

/**
 * Makes `page.goto` and `page.reload` wait until no request of the page is in flight (at most
 * QUIET_TIMEOUT_MS): a demo-API request cut off by a navigation is passed through by the leaving
 * page's service-worker client to the static server, which answers 404 — an error a person would
 * never see, but the console check would. (Playwright's `networkidle` is reached once per load, so
 * it does not see the requests a click started afterwards.)
 */
function waitForQuietBeforeNavigating(page: Page, onLeave: () => void): void {
  const inFlight = new Set<unknown>();
  let lastActivity = 0;
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // Quiet = nothing in flight for QUIET_GAP_MS: a list answer is often followed by its reference
  // look-ups a moment later.
  const quiet = async () => {
    const until = Date.now() + QUIET_TIMEOUT_MS;
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_GAP_MS) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 25));
  };
  quietWaits.set(page, quiet);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    await quiet();
    onLeave();
    return goto(...args);
  };
  page.reload = async (...args) => {
    await quiet();
    onLeave();
    return reload(...args);
  };
}

/**
 * Whether the main frame is between the start of a navigation and the commit of the new document:
 * the page being left. Its demo-API requests are passed through by msw once the page said goodbye
 * to the service worker (msw's `beforeunload`), and the static server answers them 404. The quiet
 * wait before `goto` avoids most of these; a request a lazily loaded screen starts late (a slow
 * machine under load) can still fall in that moment, and a person never sees its error.
 */
function trackLeaving(page: Page): { leaving: () => boolean; leave: () => void } {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leave();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  return { leaving: () => leaving, leave };
}

/** Chromium's line for a 404 answer: a demo-API request the leaving page's worker passed through. */
function isPassedThrough404(message: ConsoleMessage): boolean {
  return /^Failed to load resource: the server responded with a status of 404\b/.test(message.text());
}

/** The session-storage flag that has the next document start with empty storage (see handOn). */
const RESET_FLAG = 'e2e.reset-storage';
const DEFAULT_VIEWPORT = { width: 1440, height: 900 };
const forgetErrors = new WeakMap<AppPage, () => void>();

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<AppPage> {
  const locale = options.locale ?? 'en-US';
  const context = await browser.newContext({
    locale,
    timezoneId: 'Asia/Shanghai',
    viewport: options.viewport ?? DEFAULT_VIEWPORT,
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: options.motion === 'full' ? 'no-preference' : 'reduce',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT);
  // First of the init scripts, so the ones below set their keys again after it (see handOn).
  await context.addInitScript((flag) => {
    try {
      if (sessionStorage.getItem(flag) === null) return;
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // A document without storage of its own (about:blank): nothing to clear.
    }
  }, RESET_FLAG);
  // The demo API's human-like latency only slows the tests down.
  await context.addInitScript(() => localStorage.setItem('blind.demo.latency', '0'));
  if (!options.mustHandle) {
    await context.addInitScript(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      localStorage.setItem(
        'blind.must-handle.shown',
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      );
    });
  }
  const page = await context.newPage();
  const { leaving, leave } = trackLeaving(page);
  waitForQuietBeforeNavigating(page, leave);
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isFavicon404(message)) return;
    if (leaving() && isPassedThrough404(message)) return;
    const { url } = message.location();
    errors.push(url ? `console.error: ${message.text()} (${url})` : `console.error: ${message.text()}`);
  });
  // A native error (a rejected browser call) comes without a stack: its name and message, then.
  page.on('pageerror', (error) =>
    errors.push(`pageerror: ${error.stack || `${error.name}: ${error.message}`}`),
  );
  const app: AppPage = {
    page,
    context,
    locale,
    get errors() {
      return errors;
    },
    close: () => context.close(),
  };
  forgetErrors.set(app, () => {
    errors = [];
  });
  return app;
}

/**
 * Readies a page an earlier test left for the next one: its next document starts with empty
 * local and session storage (signed out, no saved preferences), the unsaved-changes guard of the
 * page it is on does not hold that navigation up, the windows it opened are closed, and the errors
 * start empty. A page that is not on the app any more (about:blank, a file) is replaced by a new one.
 */
async function handOn(app: AppPage, options: PageOptions): Promise<AppPage> {
  const { page } = app;
  const ready = await page
    .evaluate((flag) => {
      if (!/^https?:$/.test(location.protocol)) return false;
      window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), true);
      sessionStorage.setItem(flag, '1');
      return true;
    }, RESET_FLAG)
    .catch(() => false);
  if (!ready) {
    await app.close().catch(() => undefined);
    const browser = app.context.browser();
    if (!browser) throw new Error('handOn: the browser of the page is gone');
    return newPage(browser, options);
  }
  // Windows the last test opened (a payment form, a link in a new tab) would go on running.
  for (const other of app.context.pages()) if (other !== page) await other.close();
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  forgetErrors.get(app)?.();
  return app;
}

/**
 * Asserts that the page logged no console error and threw no uncaught error. `allowed` lists the
 * errors a test provokes on purpose (e.g. Chromium's "Failed to load resource: … status of 401").
 */
export function expectNoConsoleErrors(app: AppPage, allowed: readonly RegExp[] = []): void {
  expect(app.errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))).toEqual([]);
}

/**
 * The console lines of an HTTP error answer of the given status: Chromium's "Failed to load
 * resource" and react-admin's own log of the rejected dataProvider call (its dist logs every
 * dataProvider error with console.error, the message starting with the status).
 */
export function failedResource(status: number): RegExp {
  return new RegExp(
    `Failed to load resource: the server responded with a status of ${status}\\b|^console\\.error: \\w+: ${status}: `,
  );
}

/** Saves a full-page screenshot to tests/e2e/artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = repoPath(`tests/e2e/artifacts/${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
  await mkdir(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Waits until a text (substring, or a regular expression) is visible and returns its element. */
export async function waitForText(
  scope: Page | Locator,
  text: string | RegExp,
  options: { exact?: boolean; timeout?: number } = {},
): Promise<Locator> {
  const locator = scope.getByText(text, { exact: options.exact ?? false }).first();
  await locator.waitFor({ state: 'visible', timeout: options.timeout ?? ACTION_TIMEOUT });
  return locator;
}

/**
 * Waits for a notification's text, then closes it with Esc as a person would: react-admin shows
 * one notification at a time, so the next one would otherwise wait for this one's 4 s.
 */
export async function readNotification(page: Page, text: string | RegExp): Promise<void> {
  const message = await waitForText(page, text, { exact: true });
  await page.keyboard.press('Escape');
  await message.waitFor({ state: 'hidden' });
}

/** How `browserPerFile` hands out pages. */
export interface PerFileOptions {
  /**
   * Hand a test the page an earlier test of the file left behind with the same `PageOptions`,
   * signed out and with empty local and session storage, instead of a new browser context. The
   * page keeps its compiled code, HTTP cache, service worker and the demo store of IndexedDB, so
   * its next login costs a third of a fresh context's (seed included); what earlier tests saved
   * stays, so only files whose tests do not count on untouched data use it. A page whose test
   * failed is never handed on (the retry gets a fresh context).
   */
  reuse?: boolean;
  /** The motion setting of every page the file opens, unless `open` says otherwise (PageOptions). */
  motion?: PageOptions['motion'];
}

/**
 * Shares one browser across the tests of a file and closes every page a test opened with `open`
 * (or keeps it for the next test, with `reuse`); when a test fails, its pages are saved as
 * screenshots first.
 */
export function browserPerFile({ reuse = false, motion }: PerFileOptions = {}): {
  open(options?: PageOptions): Promise<AppPage>;
} {
  let browser: Browser | undefined;
  const opened: { app: AppPage; key: string }[] = [];
  const idle = new Map<string, AppPage[]>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const pages = opened.splice(0);
    const failed = task.result?.state === 'fail';
    for (const [index, { app, key }] of pages.entries()) {
      if (failed) {
        await screenshot(app.page, `FAILED ${task.name}${pages.length > 1 ? ` ${index + 1}` : ''}`).catch(
          () => undefined,
        );
      }
      if (reuse && !failed && key && !app.page.isClosed()) idle.set(key, [...(idle.get(key) ?? []), app]);
      else await app.close().catch(() => undefined);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(pageOptions = {}) {
      const options: PageOptions = motion ? { motion, ...pageOptions } : pageOptions;
      if (!browser) throw new Error('browserPerFile: the browser is not started (call open() inside a test)');
      // A fresh page is not handed on either: the next test of its options finds the others.
      // The viewport is set again when the page is handed on; the rest is the context's.
      const { viewport: _viewport, ...contextOptions } = options;
      const key = options.fresh ? '' : JSON.stringify(contextOptions);
      const kept = key ? idle.get(key)?.pop() : undefined;
      const app = kept ? await handOn(kept, options) : await newPage(browser, options);
      opened.push({ app, key });
      return app;
    },
  };
}
