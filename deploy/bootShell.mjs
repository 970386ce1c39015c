// Vite plugin (issue 8): a first visit sees the login card at once, drawn by index.html itself.
//
// The login page is React and MUI: until their code has been downloaded and run, the page showed
// "…". index.html now carries the card's frame in plain HTML and CSS (the logo, the app's name in the
// visitor's language, skeletons of the tabs, fields and button at their final sizes), so the first
// paint is the page's largest text and nothing moves when React replaces it (React clears #root
// when it first commits). A small inline script, run before the body is parsed, picks what to show:
// the card when no token is stored (the entry will boot the login page: `tokens.authorization()`),
// the "…" otherwise (the admin's own skeletons follow), and the language the app will start with
// (`detectInitialLocale()`); it also preloads the chunks that boot imports (deploy/bootPreload.mjs).
// Without script, or with storage refused, index.html shows "…" as before.
// The Content-Security-Policy allows this one inline script by its hash (deploy/csp.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The keys the script reads: dataProvider/tokens.ts's and i18n/locale.ts's (held equal by a test). */
export const BOOT_KEYS = {
  tokens: ['Access-Token', 'Temporary-Token'],
  locale: 'blind.locale',
  locales: ['zh-CN', 'en-US'],
};

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
  var html = document.documentElement, locale = null, signedIn = false;
  try {
    signedIn = ${JSON.stringify(BOOT_KEYS.tokens)}.some(function (key) { return localStorage.getItem(key); });
    locale = localStorage.getItem(${JSON.stringify(BOOT_KEYS.locale)});
  } catch (e) {}
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

/**
 * The card's CSS: the measures of src/features/account/LoginForm.tsx in the app's theme (a Card of
 * elevation 3 at most 400 px wide, padding 32/32/24; a 48 px logo; a two-line 24 px heading; tabs
 * of 48 px; fields of 56 px and a large button of 42.25 px, 16 px apart). e2e: its boxes are the
 * rendered page's.
 */
const SHELL_CSS = `#boot-login{display:none}
.${LOGIN_CLASS} #boot{display:none}
.${LOGIN_CLASS} #boot-login{display:grid;place-items:center;min-height:100vh;box-sizing:border-box;padding:16px;background:linear-gradient(135deg,#fce4ec 0%,#f3e5f5 50%,#e8eaf6 100%)}
#boot-login .card{width:100%;max-width:400px;box-sizing:border-box;padding:32px 32px 24px;border-radius:8px;background:#fff;box-shadow:0 3px 3px -2px rgba(0,0,0,.2),0 3px 4px 0 rgba(0,0,0,.14),0 1px 8px 0 rgba(0,0,0,.12);display:flex;flex-direction:column;align-items:center}
#boot-login svg{width:40px;height:40px;margin:4px;fill:#c2185b}
#boot-login h1{display:flex;align-items:center;min-height:64px;margin:8px 0 16px;font-size:24px;line-height:32px;font-weight:600;text-align:center;color:rgba(0,0,0,.87)}
html:not([lang=en-US]) #boot-login [lang=en-US],html[lang=en-US] #boot-login [lang=zh-CN]{display:none}
#boot-login .bone{align-self:stretch;box-sizing:border-box;height:56px;margin-top:16px;border-radius:4px;border:1px solid rgba(0,0,0,.12)}
#boot-login .tabs{display:flex;align-items:center;height:48px;margin-top:0;border:0}
#boot-login .tabs i{width:72px;height:14px;margin:auto;border-radius:4px;background:rgba(0,0,0,.08)}
#boot-login .button{height:42.25px;border:0;background:rgba(0,0,0,.12)}
#boot-login .demo{height:230.0625px;margin-top:24px;border:0;background:rgba(0,0,0,.03)}`;

/**
 * The outline of an icon of @mui/icons-material (its one path), read from the installed package:
 * the card draws the logo LoginForm shows until the site's own arrives.
 * @param {string} name
 */
export function muiIconPath(name) {
  const source = readFileSync(require.resolve(`@mui/icons-material/${name}`), 'utf8');
  const paths = [...source.matchAll(/\bd: "([^"]+)"/g)];
  if (paths.length !== 1) throw new Error(`bootShell: ${name} is not an icon of one path`);
  return paths[0][1];
}

/** Text for HTML. */
function escapeHtml(/** @type {string} */ text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The card's markup.
 * @param {import('./bootShell.d.mts').BootShellOptions} options
 */
export function shellMarkup({ titles, logo, demo }) {
  const title = Object.entries(titles)
    .map(([locale, text]) => `<span lang="${locale}">${escapeHtml(text)}</span>`)
    .join('');
  return (
    `<div id="boot-login" aria-hidden="true"><div class="card">` +
    `<svg viewBox="0 0 24 24"><path d="${escapeHtml(logo)}"/></svg><h1>${title}</h1>` +
    `<div class="bone tabs"><i></i><i></i></div><div class="bone"></div><div class="bone"></div><div class="bone button"></div>` +
    (demo ? `<div class="bone demo"></div>` : '') +
    `</div></div>`
  );
}

/**
 * @param {import('./bootShell.d.mts').BootShellOptions} options
 * @returns {import('vite').Plugin}
 */
export function bootShell(options) {
  return {
    name: 'blind-boot-shell',
    api: { options },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const root = '<div id="root">';
        if (!html.includes(root)) throw new Error('bootShell: index.html has no <div id="root">');
        return {
          html: html.replace(root, `${root}${shellMarkup(options)}`),
          tags: [
            { tag: 'script', children: BOOT_SCRIPT, injectTo: 'head' },
            { tag: 'style', children: SHELL_CSS, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
