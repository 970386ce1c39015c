// Vite plugin (issue 8): index.html brings the login page's styles already compiled.
//
// MUI styles its components with emotion, which compiles each component's styles (stylis) and
// inserts them when React commits: on the login page, ~35 styles and 20–50 ms of the page's longest
// task, on a first visit's main thread. deploy/loginStyles.json holds what they compile to, recorded
// in Chromium from the demo build's login page (the form and the demo accounts, both languages, a
// phone's and a desktop's width) by `npm run login-styles`. This plugin writes them into index.html
// as one `<style id="login-styles" data-names="…">`; the app's style cache (src/app/styleCache.ts)
// counts those names as inserted, and emotion skips them. A style that changed gets another name:
// emotion inserts it as before (an e2e test then asks for `npm run login-styles`).
import { readFileSync } from 'node:fs';

/** The id of the <style> (src/app/styleCache.ts's COMPILED_STYLES_ID; held equal by a test). */
export const LOGIN_STYLES_ID = 'login-styles';

/** An emotion style name: what `cache.inserted` is keyed by (`css-<name>` is the class). */
const NAME = /^[\w-]+$/;

/**
 * The `<style>` tag for index.html.
 * @param {{ names: string[], css: string }} styles
 */
export function loginStylesTag({ names, css }) {
  const bad = names.find((name) => !NAME.test(name));
  if (bad !== undefined) throw new Error(`loginStyles: "${bad}" is not a style name`);
  if (/<\/style/i.test(css)) throw new Error('loginStyles: the CSS would close its <style>');
  return {
    tag: 'style',
    attrs: { id: LOGIN_STYLES_ID, 'data-names': names.join(' ') },
    children: css,
    injectTo: /** @type {const} */ ('head'),
  };
}

/**
 * @param {{ file: string }} options the JSON written by scripts/login-styles.mjs
 * @returns {import('vite').Plugin}
 */
export function loginStyles({ file }) {
  return {
    name: 'blind-login-styles',
    // The dev server's styles carry labels, and other names.
    apply: 'build',
    transformIndexHtml() {
      const { names, css } = JSON.parse(readFileSync(file, 'utf8'));
      return [loginStylesTag({ names, css })];
    },
  };
}
