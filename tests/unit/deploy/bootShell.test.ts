import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../../../dataProvider/tokens';
import {
  BOOT_KEYS,
  BOOT_SCRIPT,
  BOOT_SCRIPT_HASH,
  LOGIN_CLASS,
  PRELOAD_META,
  SCHEME_ATTRIBUTE,
  bootShell,
} from '../../../deploy/bootShell.mjs';
import { contentSecurityPolicy } from '../../../deploy/csp.mjs';
import { LOCALES, LOCALE_STORAGE_KEY, detectInitialLocale } from '../../../i18n/locale';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { LOGIN_CARD_CLASS } from '../../../src/app/bootStart';
import { preferencesKey } from '../../../src/platform/preferences';

const html = document.documentElement;
const runScript = () => new Function(BOOT_SCRIPT)() as unknown;

afterEach(() => {
  document.head
    .querySelectorAll(`link[rel="modulepreload"], meta[name="${PRELOAD_META}"]`)
    .forEach((e) => e.remove());
  localStorage.clear();
  html.classList.remove(LOGIN_CLASS);
  html.removeAttribute(SCHEME_ATTRIBUTE);
  html.lang = 'zh-CN';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('index.html\'s inline script: the login card or "…", the language, the preloads (issue 8)', () => {
  it("reads the app's own keys: the tokens (dataProvider/tokens.ts) and the language (i18n/locale.ts)", () => {
    expect(BOOT_KEYS).toEqual({
      tokens: [ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY],
      locale: LOCALE_STORAGE_KEY,
      locales: [...LOCALES],
      owner: STORAGE_OWNER_KEY,
      preferences: preferencesKey(''),
    });
  });

  it("signed in, the script marks the page with the user's theme mode, else the system's (issue 45)", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    runScript();
    expect(html.hasAttribute(SCHEME_ATTRIBUTE)).toBe(false); // the login card draws its own scheme
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer a');
    runScript();
    expect(html.getAttribute(SCHEME_ATTRIBUTE)).toBe('dark'); // nobody's preference: the system's
    localStorage.setItem(STORAGE_OWNER_KEY, '7');
    localStorage.setItem(preferencesKey('7'), JSON.stringify({ themeMode: 'light' }));
    runScript();
    expect(html.getAttribute(SCHEME_ATTRIBUTE)).toBe('light');
    localStorage.setItem(preferencesKey('7'), '{not json');
    runScript();
    expect(html.getAttribute(SCHEME_ATTRIBUTE)).toBe('dark');
    vi.unstubAllGlobals();
  });

  it('signed out, the script marks the page for the login card; a stored token (either) keeps "…"', () => {
    expect(LOGIN_CLASS).toBe(LOGIN_CARD_CLASS); // what src/boot.ts waits for
    runScript();
    expect(html.classList.contains(LOGIN_CLASS)).toBe(true);
    html.classList.remove(LOGIN_CLASS);
    localStorage.setItem(TEMPORARY_TOKEN_KEY, 'Bearer t');
    runScript();
    expect(html.classList.contains(LOGIN_CLASS)).toBe(false);
    localStorage.clear();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer a');
    runScript();
    expect(html.classList.contains(LOGIN_CLASS)).toBe(false);
  });

  it("preloads the chunks the boot will import, from deploy/bootPreload.mjs's list: the admin's at once signed in, the login page's once the card has painted", () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('crossorigin'),
      ]);
    runScript();
    vi.runAllTimers();
    expect(links()).toEqual([]); // no list (the dev server): nothing, and no error
    const meta = document.createElement('meta');
    meta.name = PRELOAD_META;
    meta.content = JSON.stringify({ signedIn: ['/a/admin.js', '/a/ra.js'], signedOut: ['/a/login.js'] });
    document.head.append(meta);
    runScript();
    expect(links()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(links()).toEqual([]); // in the task after the frame
    vi.runAllTimers();
    expect(links()).toEqual([['/a/login.js', '']]);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer a');
    runScript();
    expect(links()).toEqual([
      ['/a/admin.js', ''],
      ['/a/ra.js', ''],
    ]);
  });

  it("in a hidden tab (no frames), the login page's chunks are asked for at once", () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const meta = document.createElement('meta');
    meta.name = PRELOAD_META;
    meta.content = JSON.stringify({ signedIn: ['/a/admin.js'], signedOut: ['/a/login.js'] });
    document.head.append(meta);
    runScript();
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/a/login.js']);
  });

  it('refused storage counts as signed out, as in tokens.authorization()', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    runScript();
    expect(html.classList.contains(LOGIN_CLASS)).toBe(true);
  });

  it("sets the language the app will start in: the stored one, else the browser's (detectInitialLocale)", () => {
    const cases: Array<[string | null, string]> = [
      ['en-US', 'zh-CN'],
      ['zh-CN', 'en-US'],
      [null, 'zh-TW'],
      [null, ' ZH'],
      [null, 'en-GB'],
      [null, 'fr'],
      [null, ''],
      ['de', 'zh-CN'],
      ['de', 'ja'],
    ];
    for (const [stored, browser] of cases) {
      localStorage.clear();
      if (stored) localStorage.setItem(LOCALE_STORAGE_KEY, stored);
      vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser);
      runScript();
      expect(html.lang, `stored ${stored}, browser ${browser}`).toBe(detectInitialLocale());
    }
  });

  it("the policy allows this one inline script by its SHA-256, in every build's policy", () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).toBe(hash);
    for (const policy of [
      contentSecurityPolicy(),
      contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com' }),
      contentSecurityPolicy({ header: true }),
    ])
      expect(policy).toContain(`script-src 'self' ${hash};`);
  });

  it('the plugin writes the script into <head>', () => {
    const hook = bootShell().transformIndexHtml as { handler: () => unknown };
    expect(hook.handler()).toEqual([{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head' }]);
  });
});
