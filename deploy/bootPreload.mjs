// Vite plugin (issue 8): a page load fetches what its boot imports alongside the entry.
//
// The entry (src/boot.ts, then src/main.tsx) imports the login page or the admin dynamically,
// whichever the stored token calls for. Vite preloads a dynamic import's chunks only when the
// import runs, that is once the entry has been downloaded and evaluated; those chunks then arrive a
// round of requests after it. index.html's inline script (deploy/bootShell.mjs) preloads them
// instead, from a <meta> this plugin writes with both lists: the admin's chunks, asked for while
// the page is parsed when a token is stored (the entry will boot the admin:
// `tokens.authorization()`), and the login page's, asked for once the login card has painted. With
// a separate API origin, index.html also opens the connection to it at once (`preconnect`): the
// login page's first call (the site's name) and the admin's session do not wait for it.
import { resolve } from 'node:path';
import { staticClosure } from './bootChunks.mjs';
import { PRELOAD_META } from './bootShell.mjs';

/** The origin of an absolute http(s) address, else undefined (an API on the page's own origin). */
function originOf(/** @type {string | undefined} */ url) {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

/**
 * @param {import('./bootPreload.d.mts').BootPreloadOptions} options
 * @returns {import('vite').Plugin}
 */
export function bootPreload(options) {
  const { signedIn, signedOut, apiBaseUrl } = options;
  let root = '';
  let base = '/';
  /** @type {{ signedIn: string[], signedOut: string[] } | undefined} */
  let files;
  return {
    name: 'blind-boot-preload',
    apply: 'build',
    // Before Vite's HTML plugin: its generateBundle runs the post transform below.
    enforce: 'pre',
    api: { options },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        /** @returns {out is import('vite').Rollup.OutputChunk} */ (out) => out.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const eager = staticClosure(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        byFile,
      );
      /** The chunks that hold `modules` and what they import, less what the entry loads itself. */
      const filesOf = (/** @type {string[]} */ modules) => {
        const starts = modules.map((module) => {
          const id = resolve(root, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) return this.error(`bootPreload: no chunk holds ${module}`);
          return chunk.fileName;
        });
        return [...staticClosure(starts, byFile)].filter((file) => !eager.has(file));
      };
      files = { signedIn: filesOf(signedIn), signedOut: filesOf(signedOut) };
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!files) throw new Error('bootPreload: index.html was written before the bundle');
        const href = (/** @type {string} */ file) => `${base}${file}`;
        const apiOrigin = originOf(apiBaseUrl);
        return [
          ...(apiOrigin
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: true },
                  injectTo: /** @type {const} */ ('head'),
                },
              ]
            : []),
          {
            tag: 'meta',
            attrs: {
              name: PRELOAD_META,
              content: JSON.stringify({
                signedIn: files.signedIn.map(href),
                signedOut: files.signedOut.map(href),
              }),
            },
            injectTo: /** @type {const} */ ('head'),
          },
        ];
      },
    },
  };
}
