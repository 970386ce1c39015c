// The app's Content-Security-Policy (issue 9, point 6): one policy, written into the built
// index.html as a <meta> by the Vite plugin below, and sent by nginx as a header (deploy/render.mjs).
//
// What the app needs, and why each source is there:
// - script-src 'self' + one hash: the bundle, and index.html's one inline script (deploy/bootShell.mjs:
//   it picks the boot's placeholder before the body is parsed), allowed by its SHA-256 alone.
// - style-src 'self' 'unsafe-inline': emotion (MUI) writes its CSS into <style> elements at run
//   time, and index.html has a small inline <style> for the boot screen. A nonce would have to be
//   fresh on every response to mean anything: a <meta> in a static file cannot carry one, and the
//   nginx deployment serves index.html as a static file. Inline CSS cannot run script.
// - img-src 'self' data: https: http:: the watermark is a canvas turned into a data: URL; avatars,
//   logos and uploaded images are http(s) addresses from the server, on any host (a CDN).
// - media-src 'self' https: http:: call recordings are http(s) addresses from the server.
// - connect-src 'self' + the API origin and its ws(s) form (the live socket under /im/) when the
//   build has an API base URL; the demo build talks to its own origin (the msw service worker).
//   The socket's host is the user info's `site_domain`, known only at run time: one other than the
//   API's origin is refused by this policy, and the app then says so once and stops trying it
//   (src/features/calls/liveSocket.ts) rather than retrying in silence (issue 40).
// - worker-src 'self': the import wizard's spreadsheet parser (a same-origin file the build emits)
//   in every build, and the demo API's service worker in the demo build.
// - form-action 'self' + the API origin: the recharge posts its ticket to the API's payment page.
// - frame-ancestors 'none': header only (browsers ignore it in a <meta>).

import { BOOT_SCRIPT_HASH } from './bootShell.mjs';

/**
 * The origin of the API base URL and its WebSocket form; nothing without one (the demo build, and
 * nginx, which serves the app and its API on one origin) or for a relative one (the app's origin).
 * @param {string | undefined} apiBaseUrl
 * @returns {string[]}
 */
function apiSources(apiBaseUrl) {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return [];
  const { origin } = new URL(apiBaseUrl);
  return [origin, origin.replace(/^http/i, 'ws')];
}

/**
 * The policy's directives, in order.
 * @param {import('./csp.d.mts').PolicyOptions} [options]
 * @returns {Array<[string, string[]]>}
 */
export function cspDirectives({ apiBaseUrl, header = false } = {}) {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", BOOT_SCRIPT_HASH]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:', 'http:']],
    ['media-src', ["'self'", 'https:', 'http:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apiSources(apiBaseUrl)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The recharge's form post of its ticket goes to the API (issue 42).
    ['form-action', ["'self'", ...apiSources(apiBaseUrl).slice(0, 1)]],
    ...(header ? /** @type {Array<[string, string[]]>} */ ([['frame-ancestors', ["'none'"]]]) : []),
  ];
}

/**
 * The policy as one header or meta value.
 * @param {import('./csp.d.mts').PolicyOptions} [options]
 */
export function contentSecurityPolicy(options) {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Vite plugin: the policy as the first <meta> of the built index.html (not in the dev server, whose
 * hot reload needs inline scripts and its own socket).
 * @param {string | undefined} apiBaseUrl
 * @returns {import('vite').Plugin}
 */
export function cspMeta(apiBaseUrl) {
  return {
    name: 'blind-csp-meta',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy({ apiBaseUrl }),
          },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
