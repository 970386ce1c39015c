import { z } from 'zod';
import { fieldRegistry, type FieldMeta, type Widget } from './meta';

/** The base kinds a field can have once its wrappers are removed. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'date' | 'unknown';

export interface FieldInfo {
  name: string;
  kind: FieldKind;
  widget: Widget;
  meta: FieldMeta;
  optional: boolean;
  nullable: boolean;
  hasDefault: boolean;
  defaultValue: unknown;
  /** Enum values (from z.enum, literal unions or meta.choices). */
  choices: readonly (string | number)[] | undefined;
  required: boolean;
  /** min/max of strings and numbers, when the schema says so. */
  min: number | undefined;
  max: number | undefined;
  /** The innermost schema, wrappers removed. */
  base: z.ZodType;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The field react-admin identifies records by. */
const IDENTITY = 'id';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * The one place that reads zod internals: unwraps optional/nullable/default/pipe (and the other
 * wrappers) and collects the metadata registered at any level of the wrapping.
 */
export function readField(name: string, schema: z.ZodType): FieldInfo {
  let current: z.ZodType = schema;
  let optional = false;
  let nullable = false;
  let hasDefault = false;
  let defaultValue: unknown = undefined;
  // The record identity (react-admin's `id`) is made by the server: read-only unless told otherwise.
  let meta: FieldMeta = {
    ...(name === IDENTITY ? { readOnly: true } : {}),
    ...(fieldRegistry.get(current) ?? {}),
  };
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    let next: z.ZodType | undefined;
    if (WRAPPERS.has(def.type)) {
      if (def.type === 'optional') optional = true;
      if (def.type === 'nullable') nullable = true;
      if (def.type === 'default' || def.type === 'prefault') {
        hasDefault = true;
        const dv = def.defaultValue;
        defaultValue = typeof dv === 'function' ? (dv as () => unknown)() : dv;
      }
      next = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      // A transform pipe is read by its input; a validation pipe (string → number) by its output.
      const out = def.out as z.ZodType;
      next = defOf(out).type === 'transform' ? (def.in as z.ZodType) : out;
    } else if (def.type === 'union') {
      const options = def.options as z.ZodType[];
      const nonNull = options.filter((o) => !['null', 'undefined'].includes(defOf(o).type));
      if (nonNull.length !== options.length) nullable = true;
      if (nonNull.length === 1) next = nonNull[0];
    }
    if (!next) break;
    current = next;
    meta = { ...(fieldRegistry.get(current) ?? {}), ...meta };
  }

  const def = defOf(current);
  let kind: FieldKind = 'unknown';
  let choices: readonly (string | number)[] | undefined = meta.choices;
  switch (def.type) {
    case 'string':
      kind = 'string';
      break;
    case 'number':
    case 'int':
    case 'bigint':
      kind = 'number';
      break;
    case 'boolean':
      kind = 'boolean';
      break;
    case 'date':
      kind = 'date';
      break;
    case 'array':
      kind = 'array';
      break;
    case 'object':
      kind = 'object';
      break;
    case 'enum':
      kind = 'enum';
      choices ??= Object.values(def.entries as Record<string, string | number>);
      break;
    case 'literal':
      kind = 'enum';
      choices ??= def.values as (string | number)[];
      break;
    case 'union': {
      const values = (def.options as z.ZodType[]).flatMap((o) => {
        const d = defOf(o);
        return d.type === 'literal' ? (d.values as (string | number)[]) : [];
      });
      if (values.length === (def.options as unknown[]).length) {
        kind = 'enum';
        choices ??= values;
      }
      break;
    }
  }
  if (choices && kind !== 'array') kind = 'enum';

  // zod 4 exposes the limits as minValue/maxValue (numbers) and minLength/maxLength (strings).
  const limits = current as unknown as Partial<
    Record<'minValue' | 'maxValue' | 'minLength' | 'maxLength', unknown>
  >;
  const min = numberOrUndefined(limits.minValue ?? limits.minLength);
  const max = numberOrUndefined(limits.maxValue ?? limits.maxLength);
  const widget = meta.widget ?? inferWidget(kind, meta);
  const required = !optional && !nullable && !hasDefault;
  return {
    name,
    kind,
    widget,
    meta,
    optional,
    nullable,
    hasDefault,
    defaultValue,
    choices,
    required,
    min,
    max,
    base: current,
  };
}

function numberOrUndefined(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function inferWidget(kind: FieldKind, meta: FieldMeta): Widget {
  if (meta.reference) return kind === 'array' ? 'references' : 'reference';
  switch (kind) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return 'select';
    case 'array':
      return 'tags';
    case 'date':
      return 'datetime';
    default:
      return 'text';
  }
}

/** Reads every field of an object schema, in declaration order. */
export function readFields(schema: z.ZodObject): FieldInfo[] {
  return Object.entries(schema.shape).map(([name, s]) => readField(name, s as z.ZodType));
}
