import type { Plugin } from 'vite';

/** The keys the inline script reads: the tokens', the language's, the app's languages, the user's preferences'. */
export declare const BOOT_KEYS: {
  tokens: string[];
  locale: string;
  locales: string[];
  owner: string;
  preferences: string;
};
/** The attribute the inline script sets on <html>, signed in: the user's theme mode ('light' or 'dark'). */
export declare const SCHEME_ATTRIBUTE: string;
/** The class the inline script sets on <html> when the login card is shown. */
export declare const LOGIN_CLASS: string;
/** The name of the <meta> that lists the chunks the inline script preloads (deploy/bootPreload.mjs writes it). */
export declare const PRELOAD_META: string;
/** The inline script's text. */
export declare const BOOT_SCRIPT: string;
/** The inline script's CSP source (`'sha256-…'`). */
export declare const BOOT_SCRIPT_HASH: string;
/** Vite plugin: index.html's inline script (the login card or "…", the language, the preloads). */
export declare function bootShell(): Plugin;
