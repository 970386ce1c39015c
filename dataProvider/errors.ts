import { HttpError } from 'ra-core';

/** The server's error body (spec §7/§8): any body with a `code` field is an error. */
export interface ApiErrorBody {
  code: number | string;
  text?: string;
  msg?: string;
  errors?: Record<string, string | string[]>;
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && 'code' in body && (body as ApiErrorBody).code != null;
}

/**
 * Builds react-admin's HttpError from a server error. Field errors go to `body.errors`, which
 * react-admin's forms show under the matching inputs.
 */
export function toHttpError(status: number, body: unknown, message: string): HttpError {
  if (isApiErrorBody(body)) {
    const text = body.text ?? body.msg ?? message;
    const errors = body.errors
      ? Object.fromEntries(
          Object.entries(body.errors).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : v]),
        )
      : undefined;
    return new HttpError(message, status, { ...body, text, errors });
  }
  return new HttpError(message, status, body);
}
