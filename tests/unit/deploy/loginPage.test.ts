import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LOGIN_STYLES_ID,
  cardCss,
  cardMarkup,
  loginPage,
  loginStylesTag,
} from '../../../deploy/loginPage.mjs';
import type { CompiledStyles, RenderedLoginPage } from '../../../deploy/loginPage.d.mts';
import { COMPILED_STYLES_ID, createStyleCache } from '../../../src/app/styleCache';
import { keepEveryStyleRule } from '../../support/emotionRules';

// The test setup keeps only the rules that hide things (tests/support/emotionRules.ts).
beforeEach(keepEveryStyleRule);

afterEach(() => {
  document.head.querySelectorAll('style').forEach((tag) => tag.remove());
  document.body.replaceChildren();
  document.documentElement.className = '';
  document.documentElement.lang = 'zh-CN';
});

/** A <style> in <head>, as the plugin writes it. */
function addStyle({ attrs, children }: { attrs?: Record<string, unknown>; children?: unknown }) {
  const style = document.createElement('style');
  for (const [name, value] of Object.entries(attrs ?? {})) style.setAttribute(name, String(value));
  style.textContent = String(children);
  document.head.append(style);
}

const compiledStyle = (styles: CompiledStyles) => addStyle(loginStylesTag(styles));

const PAGE: RenderedLoginPage = {
  cards: {
    'zh-CN':
      '<div class="css-a"><h1>婚恋管理后台</h1><label for="login-username">用户名</label><input id="login-username" name="username" autoComplete="username" data-testid="x"/></div>',
    'en-US': '<div class="css-a"><h1>Matchmaking</h1></div>',
  },
  styles: { names: ['a'], css: '.css-a{color:red;}' },
};

/** The plugin's index.html transform, given a page rendered by the test, in a build or the planning build. */
async function transform(html: string, { planning = false } = {}) {
  const plugin = loginPage({ render: () => Promise.resolve(PAGE) });
  const config = {
    plugins: planning ? [{ name: 'blind-boot-chunks-planning' }] : [],
  } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  (plugin.buildStart as () => void)();
  const hook = plugin.transformIndexHtml as { handler: (html: string) => Promise<unknown> };
  return hook.handler(html);
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

  it('refuses a name that is not one, and CSS that would close its <style>', () => {
    expect(() => loginStylesTag({ names: ['a b'], css: '' })).toThrow('loginPage: "a b" is not a style name');
    expect(() => loginStylesTag({ names: ['x1'], css: '.a{}</style><script>' })).toThrow(
      'loginPage: the CSS would close its <style>',
    );
  });
});

describe("index.html's login card, rendered at build time from the form (issue 8)", () => {
  it('puts the card in #root before "…", and the compiled styles and the frame in <head>', async () => {
    const result = await transform('<body><div id="root"><div id="boot">…</div></div></body>');
    expect(result).toEqual({
      html: `<body><div id="root">${cardMarkup(PAGE.cards)}<div id="boot">…</div></div></body>`,
      tags: [
        {
          tag: 'style',
          attrs: { id: 'login-styles', 'data-names': 'a' },
          children: '.css-a{color:red;}',
          injectTo: 'head',
        },
        { tag: 'style', children: cardCss(['zh-CN', 'en-US']), injectTo: 'head' },
      ],
    });
    await expect(transform('<body></body>')).rejects.toThrow('loginPage: index.html has no <div id="root">');
  });

  it('writes nothing in the chunk planning build (deploy/bootChunks.mjs)', async () => {
    expect(await transform('<div id="root"></div>', { planning: true })).toBe('<div id="root"></div>');
  });

  it("the card: each language's skeleton, without the form's ids, names and test ids, hidden from assistive technology", () => {
    document.body.innerHTML = cardMarkup(PAGE.cards);
    const card = document.getElementById('boot-login');
    expect(card?.getAttribute('aria-hidden')).toBe('true');
    expect([...(card?.children ?? [])].map((child) => child.getAttribute('lang'))).toEqual([
      'zh-CN',
      'en-US',
    ]);
    expect(card?.querySelector('label')?.textContent).toBe('用户名');
    expect(card?.querySelectorAll('[id], [for], [name], [data-testid], [autocomplete]')).toHaveLength(0);
  });

  it('shows the card only when the inline script marks <html> (no token), in the language <html lang> names, "…" hidden then', () => {
    addStyle({ children: cardCss(['zh-CN', 'en-US']) });
    document.body.innerHTML = `<div id="root">${cardMarkup(PAGE.cards)}<div id="boot">…</div></div>`;
    const shown = () =>
      ['#boot-login', '#boot-login > [lang="zh-CN"]', '#boot-login > [lang="en-US"]', '#boot'].map(
        (selector) => getComputedStyle(document.querySelector(selector) as Element).display !== 'none',
      );
    expect(shown()).toEqual([false, true, false, true]);
    document.documentElement.classList.add('boot-login');
    expect(shown()).toEqual([true, true, false, false]);
    document.documentElement.lang = 'en-US';
    expect(shown()).toEqual([true, false, true, false]);
  });
});
