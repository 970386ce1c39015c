/**
 * Versions of the demo API's records (docs/api-conventions.md, "Versions and conflicts"). Every
 * stored record carries `revision` (1 at creation, one more at each change, whoever makes it),
 * `updated_at` ('YYYY-MM-DD HH:mm:ss') and `updated_by` (the display name of who changed it last,
 * '' for the server itself). The store (db.ts) keeps them: `db.create(name, values, by)` and
 * `db.replace(name, record, by)` stamp them, so a handler only says who acts.
 *
 * What a handler of a single-record write uses (the generic CRUD, the customer profile, settings
 * pages, contracts):
 * - `actorName(me)` (identity.ts): who acts, for `db.replace(name, record, actorName(me))`;
 * - `checkRevision(lang, body, stored, current)`: reads the `revision` the write sent, before any
 *   validation; answers 422 when it is not a positive integer, 409 `{ code, reason: 'stale', text,
 *   current }` when it is not the stored one (`current()` is the record as GET answers it to this
 *   user, masking included), `undefined` when the write may go on (no revision: unconditional);
 * - `staleAnswer(lang, current)`: that 409 alone, for a handler that decides staleness itself.
 * The rest (`ensureVersion`, `nextVersion`, `versionOf`, `sameValues`, `storedRevision`) serves the
 * store (db.ts) and the seed (seed.ts).
 */
import { HttpResponse } from 'msw';
import { REVISION_FIELD, VERSION_FIELDS } from '../../dataProvider/conflicts';
import { text, type Lang } from './messages';
import { fail, str } from './responses';
import { formatDateTime, type DemoRecord } from './seeding';

/** The revision of a stored record; one stored before versions existed counts as 1. */
export function storedRevision(record: Readonly<Record<string, unknown>>): number {
  const value = record[REVISION_FIELD];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * Gives a record without version fields its first version in place (a seeded record, or one of a
 * store saved before versions existed): revision 1, changed when it was created, by `by`.
 */
export function ensureVersion(record: DemoRecord, by = ''): void {
  if (typeof record.revision === 'number') return;
  record.revision = 1;
  record.updated_at = str(record.updated_at, str(record.created_at));
  if (typeof record.updated_by !== 'string') record.updated_by = by;
}

/** The fields of a record's version. */
export interface Version {
  revision: number;
  updated_at: unknown;
  updated_by: unknown;
}

/** The version of a record changed at `at` by `by`: one after `stored`'s, or the first (creation). */
export function nextVersion(
  stored: Readonly<Record<string, unknown>> | undefined,
  by: string,
  at: Date = new Date(),
): Version {
  const revision = stored ? storedRevision(stored) + 1 : 1;
  return { revision, updated_at: formatDateTime(at), updated_by: by };
}

/** The version of a stored record, as it is. */
export function versionOf(stored: Readonly<Record<string, unknown>>): Version {
  return { revision: storedRevision(stored), updated_at: stored.updated_at, updated_by: stored.updated_by };
}

/** Whether two versions of a record hold the same values (version fields left out). */
export function sameValues(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (VERSION_FIELDS.includes(key)) continue;
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}

/** The revision a write sent: a number, `undefined` when it sent none, `null` when it is no revision. */
function sentRevision(body: Readonly<Record<string, unknown>>): number | null | undefined {
  const raw = body[REVISION_FIELD];
  if (raw === undefined || raw === null) return undefined;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** The 409 of a stale write: who changed the record and when, in the request's language. */
export function staleAnswer(lang: Lang, current: Readonly<Record<string, unknown>>): Response {
  const name = str(current.updated_by);
  const time = str(current.updated_at);
  const message = name ? text(lang, 'stale', { name, time }) : text(lang, 'staleUnknown', { time });
  return HttpResponse.json({ code: 409, reason: 'stale', text: message, current }, { status: 409 });
}

/**
 * The answer refusing a write of `stored` for the revision it sent (422 malformed, 409 stale), or
 * `undefined` when it may go on. `current` is called for a 409 only.
 */
export function checkRevision(
  lang: Lang,
  body: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
  current: () => Readonly<Record<string, unknown>>,
): Response | undefined {
  const revision = sentRevision(body);
  if (revision === null) return fail(422, lang, 'invalidBody');
  if (revision === undefined || revision === storedRevision(stored)) return undefined;
  return staleAnswer(lang, current());
}
