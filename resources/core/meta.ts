import { z } from 'zod';

/** How a field is shown and edited. Inferred from the zod type when not given. */
export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'boolean'
  | 'select'
  | 'date'
  | 'datetime'
  | 'reference'
  | 'references'
  | 'tags'
  | 'image'
  | 'phone'
  | 'url'
  | 'audio'
  | 'password';

export interface ReferenceMeta {
  /** Name of the referenced resource in the registry. */
  resource: string;
  /** Field of the referenced record used as its label (defaults to the target's recordRepresentation). */
  display?: string;
}

/**
 * Facts about a field that hold on every screen. Labels are never stored here: they are the i18n
 * keys `resources.<resource>.fields.<field>` and `resources.<resource>.enums.<field>.<value>`.
 */
export interface FieldMeta {
  widget?: Widget;
  /** Enum values when the schema does not carry them itself (e.g. a union of number literals). */
  choices?: readonly (string | number)[];
  reference?: ReferenceMeta;
  /** Shown on lists and detail pages, never in create/edit forms. */
  readOnly?: boolean;
  /** Never shown; kept on the record (e.g. foreign keys shown through a reference). */
  hidden?: boolean;
  /** A sensitive value, masked unless the user holds this permission. */
  permission?: string;
  /** Filled in by the server on create; shown in edit forms. */
  createOnly?: boolean;
  /** Not shown in the create form (e.g. status set by a workflow). */
  editOnly?: boolean;
  /** Input help text key. */
  helperKey?: string;
}

/** The registry that carries field metadata (zod 4 typed registry; never the global one). */
export const fieldRegistry = z.registry<FieldMeta>();

/** Attaches metadata to a zod field and returns it, typed as it was. */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldRegistry.add(schema, meta);
  return schema;
}
