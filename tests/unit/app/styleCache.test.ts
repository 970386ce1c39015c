import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchedStyleSheet, createStyleCache, MAX_STYLE_BATCHES } from '../../../src/app/styleCache';
import { keepEveryStyleRule } from '../../support/emotionRules';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The rules of the page's sheets of a key, in cascade order, and how many elements hold them. */
function sheetsOf(key: string) {
  const tags = [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)];
  return {
    count: tags.length,
    rules: tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((r) => r.cssText)),
  };
}

const sheet = (key: string) => new BatchedStyleSheet({ key, container: document.head, speedy: true });

// The test setup keeps only the rules that hide things (tests/support/emotionRules.ts).
beforeEach(keepEveryStyleRule);

afterEach(() => {
  document.head.querySelectorAll('style').forEach((tag) => tag.remove());
  vi.unstubAllGlobals();
});

/**
 * A browser's `CSS.supports` for selectors: Chromium's answers (no `-moz-` or `-ms-` pseudo), or
 * Firefox's (`-moz-` and `-webkit-`, no `-ms-`). jsdom has no `CSS` at all.
 */
function browserParsing(engine: 'chromium' | 'firefox') {
  const refused = engine === 'chromium' ? /:-(?:moz|ms)-/ : /:-ms-/;
  const supports = vi.fn((query: string) => !refused.test(query));
  vi.stubGlobal('CSS', { supports });
  return supports;
}

describe('the app’s emotion sheet (issue 8: a late mount restyles only itself)', () => {
  it('puts the rules of one task in one new <style> element', () => {
    const styles = sheet('one');
    styles.insert('.a{color:red}');
    styles.insert('@media (min-width:600px){.a{color:blue}}');
    styles.insert('.b{color:green}');
    expect(sheetsOf('one').count).toBe(1);
    expect(sheetsOf('one').rules).toHaveLength(3);
  });

  it('starts a <style> element for each later task, after the others, so the rules keep their order', async () => {
    const styles = sheet('tasks');
    styles.insert('.a{color:red}');
    await nextTask();
    styles.insert('@media (min-width:600px){.b{color:blue}}');
    styles.insert('.c{color:green}');
    await nextTask();
    styles.insert('.d{color:black}');
    const { count, rules } = sheetsOf('tasks');
    expect(count).toBe(3);
    expect(rules.map((r) => r.replace(/\s+/g, ''))).toEqual([
      '.a{color:red;}',
      '@media(min-width:600px){.b{color:blue;}}',
      '.c{color:green;}',
      '.d{color:black;}',
    ]);
  });

  it(`opens at most ${MAX_STYLE_BATCHES} elements, then adds to the last one as emotion does`, async () => {
    const styles = sheet('cap');
    for (let task = 0; task < MAX_STYLE_BATCHES + 3; task += 1) {
      styles.insert(`.r${task}{order:${task}}`);
      await nextTask();
    }
    const { count, rules } = sheetsOf('cap');
    expect(count).toBe(MAX_STYLE_BATCHES);
    expect(rules).toHaveLength(MAX_STYLE_BATCHES + 3);
    expect(rules.at(-1)).toContain(`.r${MAX_STYLE_BATCHES + 2}`);
  });

  it('is the sheet of the app’s cache, with emotion’s key and class names', () => {
    const cache = createStyleCache();
    expect(cache.key).toBe('css');
    expect(cache.sheet).toBeInstanceOf(BatchedStyleSheet);
  });
});

/** The module afresh: what the browser parses is remembered for the page's life. */
async function freshModule() {
  vi.resetModules();
  return import('../../../src/app/styleCache');
}

describe('rules for another browser engine (issue 8: no thrown rule on a page load)', () => {
  it('leaves out a rule whose selector names a pseudo-element this browser does not parse', async () => {
    browserParsing('chromium');
    const { BatchedStyleSheet: Sheet } = await freshModule();
    const styles = new Sheet({ key: 'engine', container: document.head, speedy: true });
    styles.insert('.a{color:red}');
    styles.insert('.a::-moz-focus-inner{border-style:none}');
    styles.insert('label[data-shrink=false]+.MuiInputBase-formControl .b:-ms-input-placeholder{opacity:0}');
    styles.insert('.b::-webkit-input-placeholder{opacity:0.4}');
    styles.insert('.c{color:green}');
    const { count, rules } = sheetsOf('engine');
    expect(count).toBe(1);
    expect(rules.map((r) => r.split('{')[0].trim())).toEqual(['.a', '.b::-webkit-input-placeholder', '.c']);
  });

  it('keeps the rules another browser parses (Firefox: -moz-), asking once per pseudo-element', async () => {
    const supports = browserParsing('firefox');
    const { isForAnotherEngine } = await freshModule();
    expect(isForAnotherEngine('.a::-moz-focus-inner{border-style:none}')).toBe(false);
    expect(isForAnotherEngine('.b::-moz-focus-inner{border-style:none}')).toBe(false);
    expect(isForAnotherEngine('.a::-ms-input-placeholder{opacity:0}')).toBe(true);
    expect(supports.mock.calls.map(([query]) => query)).toEqual([
      'selector(*::-moz-focus-inner)',
      'selector(*::-ms-input-placeholder)',
    ]);
  });

  it('checks neither at-rules, nor declarations, nor pseudo-classes with arguments', async () => {
    const supports = browserParsing('chromium');
    const { isForAnotherEngine } = await freshModule();
    expect(isForAnotherEngine('@media (min-width:600px){.a::-moz-focus-inner{border:0}}')).toBe(false);
    expect(isForAnotherEngine('.a{-moz-appearance:none;background:url(x:-moz-y)}')).toBe(false);
    expect(isForAnotherEngine('.a:-moz-any(.b){color:red}')).toBe(false);
    expect(supports).not.toHaveBeenCalled();
  });

  it('keeps every rule where the browser cannot say what it parses (no CSS.supports)', async () => {
    vi.stubGlobal('CSS', undefined);
    const { isForAnotherEngine } = await freshModule();
    expect(isForAnotherEngine('.a::-moz-focus-inner{border-style:none}')).toBe(false);
  });
});
