import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface SheetClass {
  prototype: { insert(rule: string): void };
}

/**
 * Keeps only the emotion rules that can hide something (display none, visibility, opacity 0): jsdom
 * matches every rule of the page against an element for each `getComputedStyle`, which Testing
 * Library calls for every element and ancestor it checks; colours, spacing and fonts never change
 * what a test can see or query. Every build of `@emotion/sheet` is patched (Node may load either).
 */
let keepAll = false;
/**
 * The unpatched `insert` of each sheet class, kept on the class: files that share the packages
 * patch the same class again, and each patch wraps the original, not the previous patch.
 */
const ORIGINAL = Symbol.for('tests.emotionSheet.insert');

/** A rule that can hide: `display: none`, `visibility: hidden|collapse`, `opacity: 0`. */
const HIDES = /display:\s*none|visibility:\s*(?:hidden|collapse)|opacity:\s*0(?:\.0*)?\s*[;}!]/;

/** For a test that reads other computed styles (heights): every rule of the file is kept. */
export function keepEveryStyleRule(): void {
  keepAll = true;
}

export function keepOnlyVisibilityRules(): void {
  keepAll = false;
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@emotion/sheet'));
  const variants = ['emotion-sheet.cjs.js', 'emotion-sheet.development.cjs.js'];
  for (const file of variants) {
    const { StyleSheet } = require(join(dist, file)) as { StyleSheet: SheetClass };
    const proto = StyleSheet.prototype as SheetClass['prototype'] & { [ORIGINAL]?: (rule: string) => void };
    const insert = (proto[ORIGINAL] ??= proto.insert);
    proto.insert = function (this: unknown, rule: string) {
      if (keepAll || HIDES.test(rule)) insert.call(this, rule);
    };
  }
}
