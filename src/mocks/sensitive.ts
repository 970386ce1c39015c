/**
 * Sensitive values in the demo API (docs/demo-faults.md, "Sensitive values"). Two kinds of field:
 *
 * - a field with a `permission` in its metadata (customer phone and WeChat…) is masked in every
 *   list answer, whoever asks (the holder of the permission reveals one value through the view
 *   calls), and for a user who lacks it in every other answer too (getOne, writes, export); it is
 *   searched, filtered and sorted by its masked form for that user, so a full value never matches;
 * - a secret (a `password` widget: the payment account's `api_key`) is write-only: every answer
 *   carries `SECRET_MASK` instead, whoever asks.
 *
 * A write that sends back what the user was shown (the mask) keeps the stored value.
 */
import type { ResourceDefinition } from '../../resources/core/define';
import type { FieldInfo } from '../../resources/core/reader';
import { maskPhone } from '../platform/format';
import type { DemoRecord } from './seeding';

/** What a secret reads as: 8 stars, so it still satisfies the field's own `min(8)`. */
export const SECRET_MASK = '********';

/** A permission the user may lack, or a secret nobody reads. */
export interface SensitiveField {
  name: string;
  widget: FieldInfo['widget'];
  /** Masked unless the user holds it; absent for a secret. */
  permission: string | undefined;
  secret: boolean;
}

const cache = new WeakMap<ResourceDefinition, readonly SensitiveField[]>();

/** The sensitive fields of a resource, from its field metadata. */
export function sensitiveFields(def: ResourceDefinition): readonly SensitiveField[] {
  let fields = cache.get(def);
  if (!fields) {
    fields = def.fieldInfo
      .filter((f) => f.widget === 'password' || f.meta.permission)
      .map((f) => ({
        name: f.name,
        widget: f.widget,
        permission: f.widget === 'password' ? undefined : f.meta.permission,
        secret: f.widget === 'password',
      }));
    cache.set(def, fields);
  }
  return fields;
}

/** Masks any other text: its first and last 2 characters around 4 stars (`wx****01`), or 4 stars. */
export function maskText(value: string): string {
  return value.length <= 6 ? '****' : `${value.slice(0, 2)}****${value.slice(-2)}`;
}

/** What a user without the permission reads instead of a value (non-text values stay as they are). */
export function maskOf(field: SensitiveField, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return value;
  if (field.secret) return SECRET_MASK;
  if (typeof value !== 'string') return value;
  return field.widget === 'phone' ? maskPhone(value) : maskText(value);
}

/** The fields a user reads masked: every secret, and those whose permission they lack. */
export function hiddenFields(def: ResourceDefinition, permissions: ReadonlySet<string>): SensitiveField[] {
  return sensitiveFields(def).filter((f) => f.secret || !permissions.has(f.permission ?? ''));
}

/** Whether a user reads a field of the resource in full. */
export function canRead(def: ResourceDefinition, name: string, permissions: ReadonlySet<string>): boolean {
  return !hiddenFields(def, permissions).some((f) => f.name === name);
}

/** What list answers are presented with: no permission, so every guarded value is masked. */
export const LIST_PERMISSIONS: ReadonlySet<string> = new Set();

/** A record as the user may see it (the same object when nothing is hidden from them). */
export function present(
  def: ResourceDefinition,
  record: DemoRecord,
  permissions: ReadonlySet<string>,
): DemoRecord {
  const hidden = hiddenFields(def, permissions).filter((f) => record[f.name] !== undefined);
  if (hidden.length === 0) return record;
  const copy: DemoRecord = { ...record };
  for (const f of hidden) copy[f.name] = maskOf(f, record[f.name]);
  return copy;
}

/** Reads a field as the user sees it: what list queries search, filter and sort by. */
export type FieldReader = (record: Readonly<Record<string, unknown>>, name: string) => unknown;

export function readerFor(def: ResourceDefinition, permissions: ReadonlySet<string>): FieldReader {
  const hidden = new Map(hiddenFields(def, permissions).map((f) => [f.name, f]));
  if (hidden.size === 0) return (record, name) => record[name];
  return (record, name) => {
    const field = hidden.get(name);
    return field ? maskOf(field, record[name]) : record[name];
  };
}

/** `readerFor` by resource name (values as stored for a resource the registry does not have). */
export function readerOf(
  resources: readonly ResourceDefinition[],
  name: string,
  permissions: ReadonlySet<string>,
): FieldReader {
  const def = resources.find((r) => r.name === name);
  return def ? readerFor(def, permissions) : (record, field) => record[field];
}

const labelCache = new WeakMap<ResourceDefinition, readonly string[]>();

/**
 * The fields a reference shows of a record (its label): `id`, the record representation, every
 * `display` field other resources' references name, and the avatar and subtitle of a `person`.
 * A user who looks records up by id without the list permission gets only these.
 */
export function labelFields(
  def: ResourceDefinition,
  resources: readonly ResourceDefinition[],
): readonly string[] {
  let names = labelCache.get(def);
  if (!names) {
    const set = new Set<string>(['id']);
    if (def.recordRepresentation) set.add(def.recordRepresentation);
    for (const other of resources)
      for (const f of other.fieldInfo)
        if (f.meta.reference?.resource === def.name && f.meta.reference.display)
          set.add(f.meta.reference.display);
    for (const name of [...set]) {
      const person = def.fieldMap[name]?.meta.person;
      if (person) for (const extra of [person.avatar, person.subtitle]) if (extra) set.add(extra);
    }
    names = [...set].filter((name) => name === 'id' || def.fieldMap[name]);
    labelCache.set(def, names);
  }
  return names;
}

/** A record reduced to its label fields. */
export function labelOf(names: readonly string[], record: DemoRecord): DemoRecord {
  const out: DemoRecord = { id: record.id };
  for (const name of names) if (record[name] !== undefined) out[name] = record[name];
  return out;
}

/**
 * The body of a write without the values that mean "unchanged": a secret sent as its mask, empty or
 * null, and a masked field sent back as the mask of its stored value. `existing` is the stored
 * record (none on create, where only the secret's mask is dropped).
 */
export function withoutMasks(
  def: ResourceDefinition,
  body: Record<string, unknown>,
  existing: DemoRecord | undefined,
): Record<string, unknown> {
  const out = { ...body };
  for (const f of sensitiveFields(def)) {
    if (!(f.name in out)) continue;
    const sent = out[f.name];
    const unchanged = f.secret
      ? sent === SECRET_MASK || (existing !== undefined && (sent === null || sent === ''))
      : existing !== undefined &&
        typeof sent === 'string' &&
        sent !== existing[f.name] &&
        sent === maskOf(f, existing[f.name]);
    if (unchanged) delete out[f.name];
  }
  return out;
}
