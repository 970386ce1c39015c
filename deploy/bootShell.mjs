// Vite plugin (issue 8): a first visit sees the login card at once, drawn by index.html itself.
//
// The login page is React and MUI: until their code has been downloaded and run, the page showed
// "…". index.html now carries the card (deploy/loginPage.mjs writes it, rendered at build time from
// the login form itself), so the first paint is the page's largest text and nothing moves when
// React replaces it (React clears #root when it first commits). This plugin writes the small inline
// script, run before the body is parsed, that picks what to show: the card when no token is stored
// (the entry will boot the login page: `tokens.authorization()`), the "…" otherwise (the admin's
// own skeletons follow), and the language the app will start with (`detectInitialLocale()`); it
// also preloads the chunks that boot imports (deploy/bootPreload.mjs).
// Signed in, it also marks <html> with the user's theme mode, so "…" is drawn on the theme's page
// colour (a dark theme shows no white flash before the app's first paint).
// Without script, or with storage refused, index.html shows "…" as before.
// The Content-Security-Policy allows this one inline script by its hash (deploy/csp.mjs).
import { createHash } from 'node:crypto';

/** The keys the script reads: dataProvider/tokens.ts's and i18n/locale.ts's (held equal by a test). */
export const BOOT_KEYS = {
  tokens: ['Access-Token', 'Temporary-Token'],
  locale: 'blind.locale',
  locales: ['zh-CN', 'en-US'],
  owner: 'blind.owner',
  preferences: 'blind.prefs.',
};

/** Set on <html> by the script, signed in: the theme mode of the user's preferences (issue 45). */
export const SCHEME_ATTRIBUTE = 'data-scheme';

/** Set on <html> by the script when the login card is what the boot will show. */
export const LOGIN_CLASS = 'boot-login';

/**
 * The <meta> that lists, for the script, the chunks to preload signed in and signed out (written
 * by deploy/bootPreload.mjs: the file names change with every build, the script does not).
 */
export const PRELOAD_META = 'blind-boot-preload';

/**
 * The inline script: marks <html> for the login card, sets its language, and preloads the chunks
 * the boot will import (the admin's when a token is stored, else the login page's).
 *
 * The login page's chunks are asked for once the card has painted, as the entry waits for that
 * paint before it imports them (src/app/bootStart.ts): Lighthouse's simulation counts every request
 * in flight before the first paint as needed by it, and the ~300 KB of code then put the card's
 * simulated paint at 2.2 s on its mobile preset instead of 1.2–1.6 s (issue 8). A real browser
 * starts them one frame later. The admin's are asked for at once ("…" is no content to wait for),
 * and so are both in a hidden tab, which has no frames.
 */
export const BOOT_SCRIPT = `(function () {
  var html = document.documentElement, locale = null, signedIn = false, mode = null;
  try {
    signedIn = ${JSON.stringify(BOOT_KEYS.tokens)}.some(function (key) { return localStorage.getItem(key); });
    locale = localStorage.getItem(${JSON.stringify(BOOT_KEYS.locale)});
    var owner = localStorage.getItem(${JSON.stringify(BOOT_KEYS.owner)});
    mode = owner && JSON.parse(localStorage.getItem(${JSON.stringify(BOOT_KEYS.preferences)} + owner) || '{}').themeMode;
  } catch (e) {}
  if (mode !== 'light' && mode !== 'dark')
    mode = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (signedIn) html.setAttribute(${JSON.stringify(SCHEME_ATTRIBUTE)}, mode);
  if (!signedIn) html.classList.add(${JSON.stringify(LOGIN_CLASS)});
  if (${JSON.stringify(BOOT_KEYS.locales)}.indexOf(locale) < 0)
    locale = /^zh/i.test((navigator.language || '').trim()) ? 'zh-CN' : 'en-US';
  html.lang = locale;
  var meta = document.querySelector('meta[name="${PRELOAD_META}"]');
  var files = meta ? JSON.parse(meta.content) : {};
  var preload = function () {
    ((signedIn ? files.signedIn : files.signedOut) || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  if (signedIn || document.visibilityState === 'hidden') preload();
  else requestAnimationFrame(function () { setTimeout(preload); });
})();`;

/** The script's CSP source: `'sha256-…'` of its exact text. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** @returns {import('vite').Plugin} */
export function bootShell() {
  return {
    name: 'blind-boot-shell',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: /** @type {const} */ ('head') }],
    },
  };
}
