import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The login page's emotion styles, compiled: their names, and their rules in insertion order. */
export interface CompiledStyles {
  names: string[];
  css: string;
}

/** The id of index.html's `<style>` of compiled styles. */
export declare const LOGIN_STYLES_ID: string;
/** That `<style>` (`data-names`: the styles it holds). */
export declare function loginStylesTag(styles: CompiledStyles): HtmlTagDescriptor;
/** Vite plugin: index.html brings the login page's styles compiled (deploy/loginStyles.json). */
export declare function loginStyles(options: { file: string }): Plugin;
