/** The demo API's answers: errors in the request's language, 204, and the JSON body reader. */
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { text, type Lang, type MessageKey } from './messages';

/** `{ code, text, errors? }` with the same HTTP status (docs/api-conventions.md, "Errors"). */
export function errorResponse(status: number, message: string, errors?: Record<string, string>): Response {
  return HttpResponse.json({ code: status, text: message, ...(errors ? { errors } : {}) }, { status });
}

/** An error answer whose text is one of the demo API's messages, in the request's language. */
export function fail(status: number, lang: Lang, key: MessageKey): Response {
  return errorResponse(status, text(lang, key), undefined);
}

/**
 * An error carried in the body of an HTTP 200 answer (the client shows only its text), as the
 * server does for look-ups such as the header's number search.
 */
export function failInBody(code: number, lang: Lang, key: MessageKey): Response {
  return HttpResponse.json({ code, text: text(lang, key) });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** A 422 with the first message as `text` and the first message of each field in `errors`. */
export function invalid(lang: Lang, error: z.ZodError): Response {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errorResponse(422, error.issues[0]?.message ?? text(lang, 'invalidBody'), errors);
}

/** The JSON body as an object; `{}` when empty; `undefined` when not a JSON object. */
export async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const raw = await request.text();
  if (!raw.trim()) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A string value, or the fallback. */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/**
 * The error answer of a download: the JSON error plus its text in the `error-message` header, which
 * the download helper shows (E05).
 */
export function downloadFail(status: number, lang: Lang, key: MessageKey): Response {
  const message = text(lang, key);
  return HttpResponse.json(
    { code: status, text: message },
    { status, headers: { 'error-message': encodeURIComponent(message) } },
  );
}
