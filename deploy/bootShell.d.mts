import type { Plugin } from 'vite';

export interface BootShellOptions {
  /** The app's name in each language (`app.title`), by locale. */
  titles: Record<string, string>;
  /** The logo's SVG path (24 × 24 view box). */
  logo: string;
  /** The demo build: the card has room for the demo accounts. */
  demo: boolean;
}

/** The keys the inline script reads: the tokens', the language's, and the app's languages. */
export declare const BOOT_KEYS: { tokens: string[]; locale: string; locales: string[] };
/** The class the inline script sets on <html> when the login card is shown. */
export declare const LOGIN_CLASS: string;
/** The name of the <meta> that lists the chunks the inline script preloads (deploy/bootPreload.mjs writes it). */
export declare const PRELOAD_META: string;
/** The inline script's text. */
export declare const BOOT_SCRIPT: string;
/** The inline script's CSP source (`'sha256-…'`). */
export declare const BOOT_SCRIPT_HASH: string;
/** The one path of an icon of @mui/icons-material. */
export declare function muiIconPath(name: string): string;
/** The card's markup. */
export declare function shellMarkup(options: BootShellOptions): string;
/** Vite plugin: index.html draws the login card (signed out) before the app's code has run. */
export declare function bootShell(options: BootShellOptions): Plugin;
