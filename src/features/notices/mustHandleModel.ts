/** Where a must-handle notice's link may lead (S13). */
export type SafeLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

const BASE_PATH = '/blind/admin-view';

/**
 * Accepts only in-app paths (starting with one `/`) and http(s) URLs; `javascript:`, `data:`,
 * protocol-relative `//host` and anything else are refused (`undefined`).
 */
export function safeLink(href: unknown): SafeLink | undefined {
  if (typeof href !== 'string') return undefined;
  const value = href.trim();
  if (value === '' || [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127))
    return undefined;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
    const path =
      value === BASE_PATH || value.startsWith(`${BASE_PATH}/`) ? value.slice(BASE_PATH.length) || '/' : value;
    return { kind: 'internal', path };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { kind: 'external', url: url.href };
}

/** Spec §9: the must-handle dialog is shown at most once per day. */
export const MUST_HANDLE_STORAGE_KEY = 'blind.must-handle.shown';

/** The day of a date in local time (`2026-11-23`). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the dialog may be shown today, given the day it was last shown. */
export function mayShowToday(lastShown: string | null, now: Date): boolean {
  return lastShown !== dayKey(now);
}
