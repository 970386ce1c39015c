import { z } from 'zod';

/**
 * Versions and conflicts (docs/api-conventions.md "Versions and conflicts"): every record the
 * server keeps carries a `revision` (1 at creation, one more at each write), `updated_at` and
 * `updated_by` (who wrote it last). A write of one record sends only the fields the user changed
 * and the revision it read; a stale one is answered 409 `{ code, reason: 'stale', text, current }`.
 */
export const REVISION_FIELD = 'revision';

/** The fields the server keeps about a record's version: never sent as a change. */
export const VERSION_FIELDS: readonly string[] = [REVISION_FIELD, 'updated_at', 'updated_by'];

const recordSchema = z.record(z.string(), z.unknown());

/** The body of a 409 for a stale write. */
export const staleBodySchema = z.object({
  code: z.union([z.literal(409), z.literal('409')]),
  reason: z.literal('stale'),
  text: z.string(),
  current: recordSchema,
});

/** What a stale write tells the app: the server's text and the record as it is now. */
export interface Conflict {
  text: string;
  current: Record<string, unknown>;
  revision: number | undefined;
  updatedBy: string | undefined;
  updatedAt: string | undefined;
}

/** The conflict carried by an error (react-admin's HttpError keeps the body), if it is one. */
export function conflictOf(error: unknown): Conflict | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 409) return undefined;
  const parsed = staleBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { current, text } = parsed.data;
  return {
    text,
    current,
    revision: revisionOf(current),
    updatedBy: typeof current.updated_by === 'string' ? current.updated_by : undefined,
    updatedAt: typeof current.updated_at === 'string' ? current.updated_at : undefined,
  };
}

/** The revision of a record as read, if it has one. */
export function revisionOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[REVISION_FIELD];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The fields of `data` that differ from the record read (`previous`), version fields left out: a
 * form sends what the user changed, never a value it only displayed (issue 40 point 2). A value
 * the user cleared (a form reads an emptied input as `undefined`, which JSON would drop) is sent as
 * `null`, so the server clears it too.
 */
export function changedFields(
  data: Readonly<Record<string, unknown>>,
  previous: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (VERSION_FIELDS.includes(key)) continue;
    if (previous && key in previous && (same(value, previous[key]) || (empty(value) && empty(previous[key]))))
      continue;
    if (previous && !(key in previous) && empty(value)) continue;
    out[key] = value === undefined && previous ? null : value;
  }
  return out;
}

/** The body of a write of one record: the changed fields and the revision it is based on. */
export function versionedBody(
  data: Readonly<Record<string, unknown>>,
  previous: Readonly<Record<string, unknown>> | undefined,
  revision: number | undefined = revisionOf(previous),
): Record<string, unknown> {
  const body = changedFields(data, previous);
  return revision === undefined ? body : { ...body, [REVISION_FIELD]: revision };
}

/** The fields whose values differ between two versions of a record (version fields left out). */
export function differingFields(
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
  names: readonly string[] = Object.keys(mine),
): string[] {
  return names.filter((name) => !VERSION_FIELDS.includes(name) && !same(mine[name], theirs[name]));
}
