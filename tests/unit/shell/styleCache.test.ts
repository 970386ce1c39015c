import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});

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
