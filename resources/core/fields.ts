import type { ResourceName } from './names';
import { z } from 'zod';
import type { Operation } from './define';
import { field, ON_OFF_TONES, type FieldMeta } from './meta';

/** A whole number restricted to `values`; its labels are `resources.<r>.enums.<field>.<value>`. */
export function choice<const T extends readonly number[]>(values: T, meta: Omit<FieldMeta, 'choices'> = {}) {
  return field(
    z
      .number()
      .int()
      .refine((v) => (values as readonly number[]).includes(v)),
    { ...meta, choices: values },
  );
}

/** The usual on/off switch of a record: 1 enabled, 0 disabled (default enabled). */
export function enabled() {
  return field(z.union([z.literal(1), z.literal(0)]).default(1), { widget: 'select', tones: ON_OFF_TONES });
}

/**
 * An id pointing at a record of another resource (add `.optional()` when it may be empty).
 * Never wrap the result in `field()` again: that would replace its metadata; pass `meta` instead.
 */
export function ref(resource: ResourceName, display?: string, meta: Omit<FieldMeta, 'reference'> = {}) {
  return field(z.number().int().positive(), { ...meta, reference: { resource, display } });
}

/** A server-made date-time (creation, update…): shown, never edited. */
export function stamp() {
  return field(z.string().optional(), { widget: 'datetime', readOnly: true });
}

/** The record id, made by the server. */
export function recordId() {
  return field(z.number().int(), { readOnly: true });
}

/** The same permission list for each of `operations`. */
export function grant(
  operations: readonly Operation[],
  permissions: readonly string[],
): Partial<Record<Operation, readonly string[]>> {
  const access: Partial<Record<Operation, readonly string[]>> = {};
  for (const operation of operations) access[operation] = permissions;
  return access;
}
