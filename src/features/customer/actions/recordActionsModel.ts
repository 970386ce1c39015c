/** Pure helpers of the customer record actions (issue 10). */

/**
 * Puts a text on the clipboard; `false` when the browser offers no clipboard here (an insecure
 * page, a refused permission, an old browser): the caller then shows the text to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Today as `YYYY-MM-DD` in local time (the date input's value). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The value of a date input for a stored date (`YYYY-MM-DD…`), or `''`. */
export function dateInputValue(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
