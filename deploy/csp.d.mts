import type { Plugin } from 'vite';

export interface PolicyOptions {
  /** The build's VITE_API_BASE_URL; without one, the API is on the app's origin. */
  apiBaseUrl?: string;
  /** The header form: adds what a <meta> cannot carry (frame-ancestors). */
  header?: boolean;
}

/** The policy's directives, in order: name and sources. */
export declare function cspDirectives(options?: PolicyOptions): Array<[string, string[]]>;
/** The policy as one header or meta value. */
export declare function contentSecurityPolicy(options?: PolicyOptions): string;
/** Vite plugin: the policy as the first <meta> of the built index.html. */
export declare function cspMeta(apiBaseUrl: string | undefined): Plugin;
