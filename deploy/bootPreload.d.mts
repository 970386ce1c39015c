import type { Plugin } from 'vite';

export interface BootPreloadOptions {
  /** Source files the entry imports dynamically to boot the admin (relative to the root). */
  signedIn: string[];
  /** Source files the entry imports dynamically to show the login page (relative to the root). */
  signedOut: string[];
  /** localStorage keys of the tokens: one stored means the entry boots the admin. */
  tokenKeys: string[];
  /** The API's base URL: another origin is connected to from index.html (`preconnect`). */
  apiBaseUrl?: string;
}

/** The generated script: preloads `files.signedIn` (under `base`) when one of `tokenKeys` is stored, else `files.signedOut`. */
export declare function preloadScript(
  base: string,
  files: { signedIn: string[]; signedOut: string[] },
  tokenKeys: string[],
): string;
/** Vite plugin: the chunks the boot imports (the admin's or the login page's) are fetched alongside the entry. */
export declare function bootPreload(options: BootPreloadOptions): Plugin;
