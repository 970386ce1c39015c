// Vite plugin (issue 8): index.html brings the login page itself, rendered from its React
// components while the app is built.
//
// A first visit's page shows the login card before the code has come, and the code compiles none
// of the page's styles again (MUI styles its components with emotion, which compiles each style
// when React commits: ~60 styles and 20–50 ms of the login page's longest task). Both come from
// src/app/loginPage.build.tsx, which this plugin loads in Node through Vite's SSR loader (the app's
// own config, so the same environment as the build: demo or API, production names):
// - the card: `LoginForm`'s skeleton in each language, written into #root before "…", hidden but
//   for the language <html lang> names, shown by the inline script's class (deploy/bootShell.mjs)
//   until React's first commit replaces it;
// - the styles: one `<style id="login-styles" data-names="…">` in <head>; the app's style cache
//   (src/app/styleCache.ts) counts those names as inserted, and emotion skips them.
// Not in the dev server (its styles carry labels, and other names): there the page shows "…".
import { createServer } from 'vite';
import { isPlanningBuild } from './bootChunks.mjs';
import { LOGIN_CLASS } from './bootShell.mjs';

/** The id of the <style> (src/app/styleCache.ts's COMPILED_STYLES_ID; held equal by a test). */
export const LOGIN_STYLES_ID = 'login-styles';

/** The module that renders the page (its `renderLoginPage()`). */
export const LOGIN_PAGE_MODULE = '/src/app/loginPage.build.tsx';

/** An emotion style name: what `cache.inserted` is keyed by (`css-<name>` is the class). */
const NAME = /^[\w-]+$/;

/**
 * Attributes the skeleton drops: ids, names and test ids belong to the form that replaces it (a
 * page holds one of each), and what they tie together is not there to use.
 */
const FORM_ATTRIBUTES =
  / (?:id|for|name|data-testid|aria-labelledby|aria-describedby|autocomplete)="[^"]*"/gi;

/**
 * The card for index.html: each language's skeleton in its own `lang`, the whole hidden from
 * assistive technology (it is a picture of the form to come).
 * @param {Record<string, string>} cards markup by locale
 */
export function cardMarkup(cards) {
  const inner = Object.entries(cards)
    .map(([locale, html]) => `<div lang="${locale}">${html.replace(FORM_ATTRIBUTES, '')}</div>`)
    .join('');
  return `<div id="boot-login" aria-hidden="true">${inner}</div>`;
}

/**
 * The card's frame: shown when the inline script marks <html> (no token stored), in <html lang>'s
 * language only, "…" hidden then.
 * @param {string[]} locales
 */
export function cardCss(locales) {
  return [
    '#boot-login{display:none}',
    `.${LOGIN_CLASS} #boot{display:none}`,
    `.${LOGIN_CLASS} #boot-login{display:block}`,
    ...locales.map((locale) => `html:not([lang="${locale}"]) #boot-login>[lang="${locale}"]{display:none}`),
  ].join('\n');
}

/**
 * The `<style>` tag of the compiled styles.
 * @param {import('./loginPage.d.mts').CompiledStyles} styles
 */
export function loginStylesTag({ names, css }) {
  const bad = names.find((name) => !NAME.test(name));
  if (bad !== undefined) throw new Error(`loginPage: "${bad}" is not a style name`);
  if (/<\/style/i.test(css)) throw new Error('loginPage: the CSS would close its <style>');
  return {
    tag: 'style',
    attrs: { id: LOGIN_STYLES_ID, 'data-names': names.join(' ') },
    children: css,
    injectTo: /** @type {const} */ ('head'),
  };
}

/**
 * What the page's module renders, loaded through a Vite server of the build's own config.
 * @param {import('vite').ResolvedConfig} config
 * @returns {Promise<import('./loginPage.d.mts').RenderedLoginPage>}
 */
async function renderPage(config) {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const page = await server.ssrLoadModule(LOGIN_PAGE_MODULE);
    return await page.renderLoginPage();
  } finally {
    await server.close();
  }
}

/**
 * @param {{ render?: (config: import('vite').ResolvedConfig) => Promise<import('./loginPage.d.mts').RenderedLoginPage> }} [options]
 *   `render`: another renderer (a test's)
 * @returns {import('vite').Plugin}
 */
export function loginPage({ render = renderPage } = {}) {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let config;
  /** @type {Promise<import('./loginPage.d.mts').RenderedLoginPage> | undefined} */
  let rendered;
  let planning = false;
  return {
    name: 'blind-login-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      // The chunk planning build (deploy/bootChunks.mjs) writes no page.
      planning = isPlanningBuild(resolved);
    },
    buildStart() {
      if (!config || planning) return;
      // Rendered alongside the bundle; a failure fails the build when index.html is written.
      rendered = render(config);
      rendered.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (planning) return html;
        if (!rendered) throw new Error('loginPage: index.html was written before the page was rendered');
        const { cards, styles } = await rendered;
        const root = '<div id="root">';
        if (!html.includes(root)) throw new Error('loginPage: index.html has no <div id="root">');
        return {
          html: html.replace(root, `${root}${cardMarkup(cards)}`),
          tags: [
            loginStylesTag(styles),
            { tag: 'style', children: cardCss(Object.keys(cards)), injectTo: 'head' },
          ],
        };
      },
    },
  };
}
