import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * At most this many `<style>` elements are opened for batches; later rules go into the last one,
 * as emotion's own sheet does. Each sheet adds to the cost of matching every element (~300
 * sheets double a full restyle), and the styles of most components are in by then.
 */
export const MAX_STYLE_BATCHES = 64;

/** A vendor-prefixed pseudo-class or pseudo-element without arguments (`::-moz-focus-inner`). */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit|o)-[\w-]+(?![\w(-])/g;

const pseudoParses = new Map<string, boolean>();

/**
 * Whether this browser would refuse a style rule for naming a pseudo-class or pseudo-element of
 * another engine (MUI styles `::-moz-focus-inner` and `::-ms-input-placeholder` for Firefox and
 * old Edge). A selector list with one selector a browser does not know is dropped whole, and
 * `insertRule` throws for it: emotion catches the error, but each throw cost ~0.6 ms on a loaded
 * page, 15 ms of the 100-row list's first commit (issue 8). At-rules are not checked (a rule they
 * hold is dropped alone, without a throw). Without `CSS.supports`, every rule is kept.
 */
export function isForAnotherEngine(rule: string): boolean {
  if (rule.startsWith('@') || typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return false;
  const brace = rule.indexOf('{');
  const pseudos = (brace < 0 ? rule : rule.slice(0, brace)).match(VENDOR_PSEUDO);
  if (!pseudos) return false;
  return pseudos.some((pseudo) => {
    let parses = pseudoParses.get(pseudo);
    if (parses === undefined) pseudoParses.set(pseudo, (parses = CSS.supports(`selector(*${pseudo})`)));
    return !parses;
  });
}

/**
 * Emotion's style sheet, with two differences: each task that inserts styles starts a `<style>`
 * element of its own, appended after the others (rules keep their order across elements).
 *
 * Emotion's sheet inserts every rule into one `<style>` element. After the first render, a
 * component that mounts later (row actions, the filter panel, a dialog) inserts its rules into that
 * big sheet, and when one of them is an `@media` or `@keyframes` rule, Chromium restyles every
 * element that any rule of the sheet matches: ~4,000 elements and 20–50 ms on a 100-row list, each
 * time. A new sheet appended to the page is only matched against the elements its own rules name.
 *
 * And a rule for another engine's pseudo-elements is left out instead of thrown back by the browser
 * (`isForAnotherEngine`).
 */
export class BatchedStyleSheet extends StyleSheet {
  private batchOpen = false;

  override insert(rule: string): void {
    if (isForAnotherEngine(rule)) return;
    if (!this.batchOpen) {
      this.batchOpen = true;
      // A count of 0 makes emotion's sheet open a new element for this rule.
      if (this.tags.length < MAX_STYLE_BATCHES) this.ctr = 0;
      setTimeout(() => {
        this.batchOpen = false;
      });
    }
    super.insert(rule);
  }
}

/**
 * The `<style>` of the login page's styles, compiled at build time (deploy/loginPage.mjs): its
 * `data-names` are the names of the emotion styles it holds.
 */
export const COMPILED_STYLES_ID = 'login-styles';

/**
 * An emotion cache like the default one (key `css`), with the batched sheet. The styles index.html
 * brings compiled (`#login-styles`) count as inserted: the login page's first commit does not
 * compile its ~60 styles again (issue 8: 20–50 ms of its longest task).
 */
export function createStyleCache(doc: Document | undefined = globalThis.document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { container, nonce, isSpeedy, prepend, insertionPoint } = cache.sheet;
  cache.sheet = new BatchedStyleSheet({
    key: cache.key,
    container,
    nonce,
    speedy: isSpeedy,
    prepend,
    insertionPoint,
  });
  const compiled = doc?.getElementById(COMPILED_STYLES_ID)?.dataset.names;
  for (const name of compiled ? compiled.split(' ') : []) cache.inserted[name] = true;
  return cache;
}

/** The app's emotion cache, shared by the login screen and the admin (`CacheProvider`). */
export const styleCache = createStyleCache();
