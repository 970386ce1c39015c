import type { Plugin } from 'vite';

export interface BootPreloadOptions {
  /** Source files the entry imports dynamically to boot the admin (relative to the root). */
  signedIn: string[];
  /** Source files the entry imports dynamically to show the login page (relative to the root). */
  signedOut: string[];
  /** The API's base URL: another origin is connected to from index.html (`preconnect`). */
  apiBaseUrl?: string;
}

/**
 * Vite plugin: the chunks the boot imports (the admin's or the login page's) are fetched alongside
 * the entry: index.html lists both for its inline script, which preloads the one the boot needs.
 */
export declare function bootPreload(options: BootPreloadOptions): Plugin;
