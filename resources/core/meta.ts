import { z } from 'zod';
import type { ResourceName } from './names';

/** How a field is shown and edited. Inferred from the zod type when not given. */
export type Widget =
  | 'text'
  | 'textarea'
  | 'richtext'
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
  /** Name of the referenced resource in the registry (an unknown name fails to compile). */
  resource: ResourceName;
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
  /**
   * Chip colour of each enum value (`{ 1: 'success' }`); values not listed are grey. Without it,
   * the colours follow the order of the choices.
   */
  tones?: Tones;
  /** A checked text format with its own message (`app.validation.invalid_<format>`). */
  format?: TextFormat;
  /**
   * The explanation of each choice (type and name by value, spec §3): shown under the input once
   * the value is chosen (issue 16 point 9).
   */
  explanations?: { type: 1 | 2 | 3; names: Readonly<Record<string, string>> };
  /** The field names a person: on lists it shows with the record's avatar and a second line. */
  person?: PersonMeta;
  /** Height of the `richtext` widget's editing area (spec §9: 440 or 340; 340 when not given). */
  editorHeight?: EditorHeight;
}

/** Spec §9: the rich-text editor is 440 px high for long documents, 340 px otherwise. */
export type EditorHeight = 440 | 340;

export const DEFAULT_EDITOR_HEIGHT: EditorHeight = 340;

/** Colours a chip can take (MUI palette names). */
export type Tone = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

/** Chip colours by enum value. */
export type Tones = Readonly<Partial<Record<string | number, Tone>>>;

/** The usual on/off switch: on (1) is green, off grey. */
export const ON_OFF_TONES = { 1: 'success' } as const satisfies Tones;

/** Text formats whose failure has a message of its own. */
export type TextFormat = 'domain';

/** Sibling fields of the same record that complete a person's cell. */
export interface PersonMeta {
  /** Field holding the picture (an http(s) address); initials are shown without one. */
  avatar: string;
  /** Field shown below the name (e.g. the user number). */
  subtitle?: string;
}

/** The registry that carries field metadata (zod 4 typed registry; never the global one). */
export const fieldRegistry = z.registry<FieldMeta>();

/** Attaches metadata to a zod field and returns it, typed as it was. */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldRegistry.add(schema, meta);
  return schema;
}
