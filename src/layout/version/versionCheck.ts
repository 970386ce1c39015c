/**
 * S02 / E12: the new-version check. On every route change the app fetches
 * `<base>version.json?t=<timestamp>` (the build emits it) and compares its `version` with the one
 * it was built with; a different one prompts a refresh. Fetch errors are silent, and the file is
 * fetched at most once per minute.
 */

/** Shortest time between two fetches of version.json. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;

/** The version this bundle was built with (vite `define`). */
export const BUILD_VERSION: string = __APP_VERSION__;

export function versionUrl(base: string, timestamp: number): string {
  return `${base.endsWith('/') ? base : `${base}/`}version.json?t=${timestamp}`;
}

/** The `version` of a version.json body, if it has one. */
export function readVersion(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('version' in body)) return undefined;
  const { version } = body as { version: unknown };
  return typeof version === 'string' && version.trim() ? version : undefined;
}

export interface VersionCheckerOptions {
  current?: string;
  base?: string;
  fetcher?: (url: string) => Promise<unknown>;
  now?: () => number;
  interval?: number;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`version.json: HTTP ${response.status}`);
  return response.json();
}

/**
 * A check function: resolves to the newer version when version.json names another one than
 * `current`, to `undefined` otherwise (same version, throttled, or any error).
 */
export function createVersionChecker({
  current = BUILD_VERSION,
  base = import.meta.env.BASE_URL,
  fetcher = fetchJson,
  now = Date.now,
  interval = VERSION_CHECK_INTERVAL_MS,
}: VersionCheckerOptions = {}): () => Promise<string | undefined> {
  let last: number | undefined;
  return async () => {
    const time = now();
    if (last !== undefined && time - last < interval) return undefined;
    last = time;
    try {
      const version = readVersion(await fetcher(versionUrl(base, time)));
      return version !== undefined && version !== current ? version : undefined;
    } catch {
      return undefined;
    }
  };
}
