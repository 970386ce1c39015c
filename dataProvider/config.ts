/** API base URL configured at build time; empty means the in-browser demo API answers. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';

/** True when no API server is configured: the demo API (msw) is started and bundled. */
export const DEMO_MODE = !import.meta.env.VITE_API_BASE_URL;

/** Prefix of relative resource paths (spec §7: paths without /plugin or /admin live here). */
export const LOVE_ADMIN_PREFIX = '/plugin/love/admin/';

/** Request timeout, spec §9. */
export const REQUEST_TIMEOUT_MS = 30000;

/** Resolves a resource path against the love plugin's admin prefix. */
export function resolvePath(path: string): string {
  return path.startsWith('/') ? path : `${LOVE_ADMIN_PREFIX}${path}`;
}
