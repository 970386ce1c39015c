import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_STYLES_ID, loginStyles, loginStylesTag } from '../../../deploy/loginStyles.mjs';
import type { CompiledStyles } from '../../../deploy/loginStyles.d.mts';
import { COMPILED_STYLES_ID, createStyleCache } from '../../../src/app/styleCache';
import { keepEveryStyleRule } from '../../support/emotionRules';

// The test setup keeps only the rules that hide things (tests/support/emotionRules.ts).
beforeEach(keepEveryStyleRule);

afterEach(() => {
  document.head.querySelectorAll('style').forEach((tag) => tag.remove());
});

/** index.html's <style> of compiled styles, as the plugin writes it. */
function compiledStyle(styles: CompiledStyles) {
  const { attrs, children } = loginStylesTag(styles);
  const style = document.createElement('style');
  for (const [name, value] of Object.entries(attrs ?? {})) style.setAttribute(name, String(value));
  style.textContent = String(children);
  document.head.append(style);
}

describe("the login page's styles, compiled into index.html (issue 8)", () => {
  it('the style cache takes the styles index.html brings as inserted, and compiles the others', () => {
    expect(LOGIN_STYLES_ID).toBe(COMPILED_STYLES_ID);
    const brought = serializeStyles([{ color: 'red' }]);
    const other = serializeStyles([{ color: 'blue' }]);
    compiledStyle({ names: [brought.name], css: `.css-${brought.name}{color:red;}` });
    const cache = createStyleCache();
    expect(cache.inserted[brought.name]).toBe(true);
    expect(cache.inserted[other.name]).toBeUndefined();
    insertStyles(cache, brought, true);
    insertStyles(cache, other, true);
    const inserted = [
      ...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'),
    ].flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    expect(inserted).toEqual([`.css-${other.name} { color: blue; }`]);
  });

  it('without that <style> (the dev server, a test), the cache starts empty', () => {
    expect(Object.keys(createStyleCache().inserted)).toEqual([]);
  });

  it("writes one <style> in index.html's head, from deploy/loginStyles.json", () => {
    const file = resolve('deploy/loginStyles.json');
    const { names, css } = JSON.parse(readFileSync(file, 'utf8')) as CompiledStyles;
    expect(names.length).toBeGreaterThan(20);
    const plugin = loginStyles({ file });
    expect(plugin.apply).toBe('build');
    const hook = plugin.transformIndexHtml as () => unknown;
    expect(hook()).toEqual([
      {
        tag: 'style',
        attrs: { id: 'login-styles', 'data-names': names.join(' ') },
        children: css,
        injectTo: 'head',
      },
    ]);
  });

  it('refuses a name that is not one, and CSS that would close its <style>', () => {
    expect(() => loginStylesTag({ names: ['a b'], css: '' })).toThrow(
      'loginStyles: "a b" is not a style name',
    );
    expect(() => loginStylesTag({ names: ['x1'], css: '.a{}</style><script>' })).toThrow(
      'loginStyles: the CSS would close its <style>',
    );
  });
});
