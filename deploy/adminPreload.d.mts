import type { Plugin } from 'vite';

export interface AdminPreloadOptions {
  /** Source files the entry imports dynamically to boot the admin (relative to the root). */
  modules: string[];
  /** localStorage keys of the tokens: one stored means the entry boots the admin. */
  tokenKeys: string[];
}

/** The generated script: preloads `files` (under `base`) when one of `tokenKeys` is stored. */
export declare function preloadScript(base: string, files: string[], tokenKeys: string[]): string;
/** Vite plugin: signed in, the admin's chunks are fetched alongside the entry. */
export declare function adminPreload(options: AdminPreloadOptions): Plugin;
