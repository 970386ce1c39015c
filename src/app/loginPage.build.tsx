/**
 * # The login page, rendered at build time (issue 8)
 *
 * deploy/loginPage.mjs loads this module in Node (Vite's SSR loader) while the app is built, and
 * writes what it returns into index.html, so that a first visit sees the login card before the
 * code has come, and the code compiles none of the page's styles again:
 * - `cards`: the page as its skeleton (`LoginForm`'s `skeleton`), in each language: the card, its
 *   logo and heading, and a bone of the exact size of each block, at the form's measures because it
 *   is the form (an e2e test compares the boxes);
 * - `styles`: what emotion compiles the page's styles to, by name, in the order it inserts them:
 *   the skeleton's and the form's in each state it takes before any interaction (below). The app's
 *   style cache counts those names as inserted (`styleCache.ts`); a state missing here is compiled
 *   in the browser as before, and the e2e test that looks for styles compiled at run time fails.
 *   They come after the theme's CSS variables, light and dark (`loginTheme`): the styles name the
 *   colours by variable, so one set serves both schemes, the card's included.
 *
 * Nothing is recorded or written by hand: the login components are the one source.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { css } from '@emotion/react';
import { ScopedCssBaseline, type ThemeOptions } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { renderToString } from 'react-dom/server';
import { LOCALES, type AppLocale } from '../../i18n/locale';
import { createI18nProvider } from '../../i18n/provider';
import { StandaloneLogin } from '../features/account/StandaloneLogin';
import { LoginFrame, loginTheme, type LoginTheme } from './LoginScreen';
import { STILL_MOTION } from './theme';

export interface CompiledStyles {
  /** The emotion styles' names (`css-<name>` is the class), in insertion order. */
  names: string[];
  /** Their rules, in the same order. */
  css: string;
}

export interface RenderedLoginPage {
  /** The skeleton card's markup, by language. */
  cards: Record<AppLocale, string>;
  styles: CompiledStyles;
}

/**
 * The motions a visitor may have: the theme's own (Node has no `matchMedia`: full motion), and the
 * still one of a system that asks for reduced motion (`theme.ts`).
 */
const MOTIONS: ThemeOptions[] = [{}, STILL_MOTION as ThemeOptions];

/**
 * The states the form takes before any interaction, besides its first render: the username field
 * takes the focus once the page is on screen (`LoginForm`), which styles its label and outline.
 */
const STATES: ThemeOptions[] = [{}, { components: { MuiFormControl: { defaultProps: { focused: true } } } }];

/** An emotion cache that keeps, by name, the rules each style it inserts compiles to. */
function recordingCache(): { cache: EmotionCache; recorded: Map<string, string> } {
  const cache = createCache({ key: 'css' });
  // Emotion's server mode: each style's rules kept as a string, no <style> in the markup.
  cache.compat = true;
  const recorded = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules = insert(selector, serialized, sheet, shouldCache);
    // A Global component's styles (MUI's baseline, the inputs' autofill keyframes) are inserted
    // again whenever it mounts in the browser, never looked up by name: they stay out. The
    // keyframes a style uses are kept (`animation-…`).
    const global = selector === '' && !serialized.name.startsWith('animation-');
    const compiled = cache.inserted[serialized.name];
    if (shouldCache && !global && typeof compiled === 'string' && !recorded.has(serialized.name))
      recorded.set(serialized.name, compiled);
    return rules;
  };
  return { cache, recorded };
}

const nothing = () => Promise.resolve();

/**
 * The theme's CSS variables as CSS: `:root`'s light ones and the dark ones of the media query. MUI's
 * ThemeProvider inserts them as global styles when the page mounts; the card before the code needs
 * them too. Compiled by the cache without keeping them (`shouldCache` false: no name to record).
 */
function themeVariables(theme: LoginTheme, cache: EmotionCache): string {
  return theme
    .generateStyleSheets()
    .map((sheet) => cache.insert('', css(sheet), cache.sheet, false) ?? '')
    .join('');
}

/** Renders the login page's skeleton in each language, and records its styles and the form's. */
export async function renderLoginPage(): Promise<RenderedLoginPage> {
  const { cache, recorded } = recordingCache();
  const cards: Partial<Record<AppLocale, string>> = {};
  for (const locale of LOCALES) {
    const i18nProvider = await createI18nProvider(locale, { withResources: false });
    const page = (skeleton: boolean, options: ThemeOptions) => {
      const login = (
        <StandaloneLogin
          i18nProvider={i18nProvider}
          warmUp={nothing}
          onSignedIn={nothing}
          skeleton={skeleton}
        />
      );
      return renderToString(
        <LoginFrame cache={cache} theme={loginTheme(options)}>
          {/* Before the code, MUI's baseline (a Global style, not in index.html) is the skeleton's own. */}
          {skeleton ? <ScopedCssBaseline>{login}</ScopedCssBaseline> : login}
        </LoginFrame>,
      );
    };
    cards[locale] = page(true, {});
    for (const motion of MOTIONS) for (const state of STATES) page(false, deepmerge(motion, state));
  }
  return {
    cards: cards as Record<AppLocale, string>,
    styles: {
      names: [...recorded.keys()],
      css: themeVariables(loginTheme(), cache) + [...recorded.values()].join(''),
    },
  };
}
