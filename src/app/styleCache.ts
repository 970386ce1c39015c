import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * At most this many `<style>` elements are opened for batches; later rules go into the last one,
 * as emotion's own sheet does. Each sheet adds to the cost of matching every element (~300
 * sheets double a full restyle), and the styles of most components are in by then.
 */
export const MAX_STYLE_BATCHES = 64;

/**
 * Emotion's style sheet, with one difference: each task that inserts styles starts a `<style>`
 * element of its own, appended after the others (rules keep their order across elements).
 *
 * Emotion's sheet inserts every rule into one `<style>` element. After the first render, a
 * component that mounts later (row actions, the filter panel, a dialog) inserts its rules into that
 * big sheet, and when one of them is an `@media` or `@keyframes` rule, Chromium restyles every
 * element that any rule of the sheet matches: ~4,000 elements and 20–50 ms on a 100-row list, each
 * time. A new sheet appended to the page is only matched against the elements its own rules name.
 */
export class BatchedStyleSheet extends StyleSheet {
  private batchOpen = false;

  override insert(rule: string): void {
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

/** An emotion cache like the default one (key `css`), with the batched sheet. */
export function createStyleCache(): EmotionCache {
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
  return cache;
}

/** The app's emotion cache, shared by the login screen and the admin (`CacheProvider`). */
export const styleCache = createStyleCache();
