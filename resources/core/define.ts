import type { ComponentType, LazyExoticComponent } from 'react';
import type { z } from 'zod';
import type { ResourceName } from './names';
import { readFields, type FieldInfo } from './reader';

export type { ResourceName } from './names';

/** The react-admin actions a resource can allow. */
export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** The generated screens of a resource. */
export type Screen = 'list' | 'show' | 'create' | 'edit';

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

/**
 * An explanation of the explanation list (spec §3 explanation item, resources/explanation.ts): its
 * type (1 customer status, 2 service item, 3 term) and its name, the business's own word.
 */
export interface Explanation {
  type: 1 | 2 | 3;
  name: string;
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

export interface ResourceInput<
  S extends z.ZodObject,
  K extends string = Extract<keyof z.infer<S>, string>,
  N extends string = string,
> {
  /** Route segment and i18n name (`resources.<name>.*`); one of `RESOURCE_NAMES` in the app. */
  name: N;
  api: ApiConfig;
  /**
   * The record's fields, with their metadata (`field()`). Given as a function, the schema is built
   * the first time the resource's fields are read, not as the app starts: a page builds the schemas
   * of the resources it shows, not those of all sixty (issue 8).
   */
  schema: S | (() => S);
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
    /** The explanation shown as help beside the list's title (issue 16 point 9, spec §3). */
    explanation?: Explanation;
  };
  form?: { sections: readonly FormSection<K>[] };
  show?: { sections: readonly FormSection<K>[] };
  /**
   * The spec §2 watermarked page its generated screens belong to (S20): one name for every screen
   * (`'followRecord'`) or per screen (`{ show: 'customerDetail' }`). Bespoke pages declare theirs
   * with `definePage`.
   */
  watermark?: WatermarkPage | Partial<Record<Screen, WatermarkPage>>;
  /** Demo API: how many records the seed makes (0 for none). */
  demo?: { count: number };
  /**
   * The spreadsheet import (issue 43), for a resource whose permissions include `import`: the
   * columns a file may fill, in the example file's order (the first ones required by the schema),
   * the field that identifies a duplicate (a customer's phone), and more headers that mean a field
   * besides its labels in both languages (`手机`, `mobile`…). The wizard and the demo API both read it.
   */
  import?: {
    fields: readonly K[];
    unique?: K;
    aliases?: Partial<Record<K, readonly string[]>>;
    /** The permission whose `import` action allows it (spec §6). */
    permission: string;
    /** The `type` the server's `excel/import` call takes for this resource. */
    type: string;
  };
}

/** Spec §2: the pages that carry the user-name watermark when the user has track_watermark. */
export const WATERMARK_PAGES = [
  'customerDetail',
  'authReview',
  'dataReview',
  'userCenter',
  'operate',
  'sell',
  'match',
  'crmData',
  'performance',
  'channel',
  'customerFollow',
  'followRecord',
  'serviceRecord',
  'orderList',
  'transactionList',
] as const;
export type WatermarkPage = (typeof WATERMARK_PAGES)[number];

/**
 * What a feature binds to a resource by name (`src/features/<domain>/bindings.ts`): the React side
 * of a resource, kept out of `resources/` so that resource files stay pure data.
 */
export interface ResourceBinding<K extends string = string> {
  /** Field-level overrides: cell, form input, filter input. */
  fields?: Partial<Record<K, FieldOverrides>>;
  /** Whole-screen overrides; generated screens fill what is not given. */
  pages?: PageOverrides;
  /** Extra actions on one record (rendered in the record's context): list rows and the detail page. */
  recordActions?: readonly AnyComponent[];
  /** Extra actions on the selected rows of a list (rendered in the list's context). */
  bulkActions?: readonly AnyComponent[];
  /** Extra buttons in the list's toolbar (rendered in the list's context), e.g. "Import". */
  listActions?: readonly AnyComponent[];
  /** A panel of the generated lists (e.g. a filter panel); the last binding wins. */
  listPanel?: ListPanelBinding;
}

/** Props of a list panel's parts: the list they serve (its definition, its stored parameters' key). */
export interface ListPanelProps {
  /** The resource as this list shows it (a view may drop columns and filters). */
  def: ResourceDefinition;
  listKey: string;
}

/** A panel of a resource's generated lists, rendered in the list's context. */
export interface ListPanelBinding {
  /** Beside the table, on its left. */
  aside: ComponentType<ListPanelProps>;
  /** Above the table (e.g. the active filters as chips). */
  header?: ComponentType<ListPanelProps>;
  /** The panel holds the list's search (`q`) and filters: the toolbar shows neither. */
  filters?: boolean;
}

/** A resource as the rest of the app reads it: the input plus its fields (read once) and its bindings. */
export interface ResourceDefinition<S extends z.ZodObject = z.ZodObject, N extends string = string>
  extends Omit<ResourceInput<S, string, N>, 'schema'>, ResourceBinding {
  readonly schema: S;
  readonly fieldInfo: readonly FieldInfo[];
  readonly fieldMap: Readonly<Record<string, FieldInfo>>;
  can(operation: Operation): boolean;
}

/** The bindings of the features, by resource name; an unknown name fails to compile. */
export type ResourceBindings = Partial<Record<ResourceName, ResourceBinding>>;

/** The registry with each feature's bindings merged into its resource (later bindings add to earlier ones). */
export function applyBindings(
  registry: readonly ResourceDefinition[],
  bindings: readonly ResourceBindings[],
): ResourceDefinition[] {
  return registry.map((def) => {
    const own = bindings.map((b) => b[def.name as ResourceName]).filter((b) => b !== undefined);
    if (own.length === 0) return def;
    return own.reduce<ResourceDefinition>(
      (merged, binding) =>
        withDefinition(merged, {
          fields: { ...merged.fields, ...binding.fields },
          pages: { ...merged.pages, ...binding.pages },
          recordActions: [...(merged.recordActions ?? []), ...(binding.recordActions ?? [])],
          bulkActions: [...(merged.bulkActions ?? []), ...(binding.bulkActions ?? [])],
          listActions: [...(merged.listActions ?? []), ...(binding.listActions ?? [])],
          listPanel: binding.listPanel ?? merged.listPanel,
        }),
      def,
    );
  });
}

/**
 * Declares a resource. Its fields are read from the schema the first time they are asked for
 * (`schema`, `fieldInfo`, `fieldMap`), and field keys in columns, filters and sections are checked
 * against it then.
 */
export function defineResource<S extends z.ZodObject, N extends string>(
  input: ResourceInput<S, Extract<keyof z.infer<S>, string>, N>,
): ResourceDefinition<S, N> {
  let read: Pick<ResourceDefinition<S, N>, 'schema' | 'fieldInfo' | 'fieldMap'> | undefined;
  const fields = () => {
    if (read) return read;
    const schema = typeof input.schema === 'function' ? input.schema() : input.schema;
    const fieldInfo = readFields(schema);
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
    read = { schema, fieldInfo, fieldMap: Object.fromEntries(fieldInfo.map((f) => [f.name, f])) };
    return read;
  };
  const { schema: _schema, ...rest } = input as unknown as ResourceInput<S, string, N>;
  return Object.defineProperties(
    {
      ...rest,
      // Its own operations: a view with other operations (`withDefinition`) answers for them.
      can(this: Pick<ResourceDefinition, 'operations'>, operation: Operation) {
        return this.operations.includes(operation);
      },
    },
    {
      schema: { get: () => fields().schema, enumerable: true },
      fieldInfo: { get: () => fields().fieldInfo, enumerable: true },
      fieldMap: { get: () => fields().fieldMap, enumerable: true },
    },
  ) as ResourceDefinition<S, N>;
}

/**
 * A definition with some properties replaced, its fields still read on first use (a spread would
 * read them at once).
 */
export function withDefinition<D extends ResourceDefinition>(def: D, changes: Partial<D>): D {
  return Object.defineProperties(Object.create(Object.getPrototypeOf(def) as object | null) as D, {
    ...Object.getOwnPropertyDescriptors(def),
    ...Object.getOwnPropertyDescriptors(changes),
  });
}

export type RecordOf<R> = R extends ResourceDefinition<infer S> ? z.infer<S> : never;
