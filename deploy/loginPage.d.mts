import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';
import type { CompiledStyles, RenderedLoginPage } from '../src/app/loginPage.build';

export type { CompiledStyles, RenderedLoginPage };

/** The id of index.html's `<style>` of compiled styles. */
export declare const LOGIN_STYLES_ID: string;
/** The module the plugin renders the page with. */
export declare const LOGIN_PAGE_MODULE: string;
/** The card for index.html: each language's skeleton in its `lang`, without the form's ids and names. */
export declare function cardMarkup(cards: Record<string, string>): string;
/** The card's frame CSS (shown by the inline script's class, in <html lang>'s language). */
export declare function cardCss(locales: string[]): string;
/** That `<style>` (`data-names`: the styles it holds). */
export declare function loginStylesTag(styles: CompiledStyles): HtmlTagDescriptor;
/** Vite plugin: index.html brings the login page, rendered at build time from its components. */
export declare function loginPage(options?: {
  render?: (config: ResolvedConfig) => Promise<RenderedLoginPage>;
}): Plugin;
