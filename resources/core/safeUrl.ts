/**
 * Addresses that come from the server (records, the user info) are only used when they are safe
 * for where they go: a link or a media source only http(s), an image also a `data:image/…` URL.
 * Anything else (`javascript:`, `data:text/html`, `vbscript:`…) is dropped.
 */

/** An http(s) address, for a link to follow or a sound to play; anything else is `undefined`. */
export function safeLinkUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim()) ? value.trim() : undefined;
}

/** `data:image/<type>` followed by its parameters or data (`;base64,…` or `,…`). */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * An image address from the server: http(s) — also a relative path, which the browser resolves
 * against the app's own http(s) address — or a `data:image/…` URL; anything else is `undefined`.
 */
export function safeImageUrl(
  value: unknown,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (!url) return undefined;
  if (DATA_IMAGE.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : undefined;
}
