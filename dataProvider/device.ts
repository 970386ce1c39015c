const DEVICE_KEY = 'blind.device';

/** FNV-1a, enough to turn a few browser traits into a short stable id. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * A stable device fingerprint for the `device` header: browser traits plus a random part kept in
 * local storage, so two identical machines still differ and one browser keeps its id.
 */
export function deviceFingerprint(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(DEVICE_KEY);
  if (stored) return stored;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const traits = [
    nav?.userAgent,
    nav?.language,
    nav?.hardwareConcurrency,
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`,
    // The offset, not the zone's name: `Intl.DateTimeFormat()` loads the locale data first (about
    // 50 ms on a first visit's login page, before the site's name can be asked for; issue 8).
    new Date().getTimezoneOffset(),
  ].join('|');
  const random = Math.random().toString(36).slice(2, 10);
  const id = `${hash(traits)}${random}`;
  if (typeof localStorage !== 'undefined') localStorage.setItem(DEVICE_KEY, id);
  return id;
}
