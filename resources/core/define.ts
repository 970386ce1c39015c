import type { ComponentType, LazyExoticComponent } from 'react';
import type { z } from 'zod';
import { readFields, type FieldInfo } from './reader';

/** The react-admin actions a resource can allow. */
export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** Menu sections, in menu order (spec §2 icon names, plus the catalogue titles). */
export const MENU_SECTIONS = [
  'dashboard',
  'customer',
  'mate',
  'operate',
  'finance',
  'setting',
  'catalogue',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export type SortOrder = 'ASC' | 'DESC';

/** How react-admin's calls map onto the API for one resource. */
export interface ApiConfig {
  /** Absolute path (`/plugin/...`, `/admin/...`) or one relative to the love plugin's admin prefix. */
  path: string;
  /** Query parameter names of paging; the API's own defaults are `page` and `per_page`. */
  paging?: { page?: string; perPage?: string };
  /** Method used by update; PUT unless the API says PATCH. */
  updateMethod?: 'PUT' | 'PATCH';
  /** Query parameter that carries a full-text search. */
  searchParam?: string;
}

/** Props every field-level override receives. */
export interface FieldSlotProps {
  source: string;
  resource: string;
  label?: string;
}

export interface FieldOverrides {
  /** Replaces the generated list/show cell. */
  cell?: ComponentType<FieldSlotProps>;
  /** Replaces the generated form input. */
  input?: ComponentType<FieldSlotProps>;
  /** Replaces the generated filter input. */
  filter?: ComponentType<FieldSlotProps>;
}

type AnyComponent = ComponentType<object> | LazyExoticComponent<ComponentType<object>>;

/** Whole-screen overrides; generated screens fill what is not given. */
export interface PageOverrides {
  list?: AnyComponent;
  show?: AnyComponent;
  create?: AnyComponent;
  edit?: AnyComponent;
}

export interface FormSection<K extends string> {
  /** i18n key of the section title, relative to `resources.<name>.sections`. */
  key: string;
  fields: readonly K[];
}

export interface ResourceInput<S extends z.ZodObject, K extends string = Extract<keyof z.infer<S>, string>> {
  /** Route segment and i18n name (`resources.<name>.*`). */
  name: string;
  api: ApiConfig;
  schema: S;
  /** Menu placement; `false` hides the resource from the menu (reachable by URL and references). */
  menu: { section: MenuSection; icon: ComponentType; order?: number; counter?: string } | false;
  /** Field used to name a record (titles, reference labels). */
  recordRepresentation?: K;
  operations: readonly Operation[];
  /** Permission strings per action; an action with no entry (or an empty list) is open to every user. */
  access?: Partial<Record<Operation, readonly string[]>>;
  list?: {
    columns: readonly K[];
    sort?: { field: K | 'id'; order: SortOrder };
    /** Show a search box; the query is sent as `api.searchParam` (default `keyword`). */
    search?: boolean;
    filters?: readonly K[];
    /** Filters shown without being added by the user. */
    alwaysOnFilters?: readonly K[];
    perPage?: number;
    /** Permanent filter (e.g. the customer list's `type`). */
    filter?: Record<string, unknown>;
  };
  form?: { sections: readonly FormSection<K>[] };
  show?: { sections: readonly FormSection<K>[] };
  fields?: Partial<Record<K, FieldOverrides>>;
  pages?: PageOverrides;
  /** Extra actions on one record (rendered in the record's context): list rows and the detail page. */
  recordActions?: readonly AnyComponent[];
  /** Demo API: how many records the seed makes (0 for none). */
  demo?: { count: number };
}

/** A resource as the rest of the app reads it: the input plus its fields, read once. */
export interface ResourceDefinition<S extends z.ZodObject = z.ZodObject> extends ResourceInput<S, string> {
  readonly fieldInfo: readonly FieldInfo[];
  readonly fieldMap: Readonly<Record<string, FieldInfo>>;
  can(operation: Operation): boolean;
}

/**
 * Declares a resource. Field keys in columns, filters and sections are checked against the schema.
 */
export function defineResource<S extends z.ZodObject>(input: ResourceInput<S>): ResourceDefinition<S> {
  const fieldInfo = readFields(input.schema);
  const fieldMap = Object.fromEntries(fieldInfo.map((f) => [f.name, f]));
  const known = new Set(fieldInfo.map((f) => f.name));
  const referenced = [
    ...(input.list?.columns ?? []),
    ...(input.list?.filters ?? []),
    ...(input.form?.sections.flatMap((s) => s.fields) ?? []),
    ...(input.show?.sections.flatMap((s) => s.fields) ?? []),
  ];
  for (const key of referenced) {
    if (!known.has(key)) throw new Error(`Resource "${input.name}" names unknown field "${key}"`);
  }
  return {
    ...(input as unknown as ResourceInput<S, string>),
    fieldInfo,
    fieldMap,
    can: (operation) => input.operations.includes(operation),
  };
}

export type RecordOf<R> = R extends ResourceDefinition<infer S> ? z.infer<S> : never;
