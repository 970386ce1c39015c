import { z } from 'zod';
import type { customerSchema } from '../../../../resources/customer';

/** A field of the customer (a renamed field fails to compile here). */
type CustomerField = Extract<keyof z.infer<ReturnType<typeof customerSchema>>, string>;

/**
 * The customer filter panel (spec §9, rule S18): which filters it offers, how the active ones read
 * as chips, and the saved views. Pure: no React.
 */

/** A range filter: sent as `<source>_gte` / `<source>_lte`; the defaults apply when the user adds it (S18). */
export interface RangeFilter {
  source: 'age' | 'height' | 'weight';
  min: number;
  max: number;
  defaults: readonly [number, number];
}

/** Spec §9: age 18-80 (default 18-40), height 140-210 (150-180), weight 40-120 (40-120). */
export const RANGE_FILTERS: readonly RangeFilter[] = [
  { source: 'age', min: 18, max: 80, defaults: [18, 40] },
  { source: 'height', min: 140, max: 210, defaults: [150, 180] },
  { source: 'weight', min: 40, max: 120, defaults: [40, 120] },
];

/** Monthly income brackets (yuan): `[from, to]`, `to` undefined for "and above". */
export const INCOME_BRACKETS: readonly (readonly [number, number | undefined])[] = [
  [0, 5000],
  [5000, 10000],
  [10000, 20000],
  [20000, 50000],
  [50000, undefined],
];

/** Filters of a select (enum values labelled by `resources.customer.enums.<source>.<value>`). */
export const CHOICE_FILTERS = [
  'gender',
  'education',
  'marriage',
  'zodiac',
  'avatar_uploaded',
  'customer_type',
  'user_status',
] as const satisfies readonly CustomerField[];
/** Filters on a reference (the chip names the record). */
export const REFERENCE_FILTERS = {
  store_id: 'store',
  worker_id: 'worker',
} as const satisfies Partial<Record<CustomerField, string>>;
/** The option lists of spec §7 `option-list` (and `tag/option-list` for `tag`). */
export type OptionList = 'channel' | 'tag' | 'feature' | 'package' | 'user_tag' | 'user_status';
/** Filters whose options come from an option list (the chip names the option). */
export const OPTION_FILTERS = {
  channel_id: 'channel',
  tag_ids: 'tag',
  feature_ids: 'feature',
  package_id: 'package',
  user_tag: 'user_tag',
} as const satisfies Partial<Record<CustomerField, OptionList>>;
/** Date-range filters with presets (`<source>_gte` / `<source>_lte`). */
export const DATE_FILTERS = ['created_at', 'last_follow_at'] as const satisfies readonly CustomerField[];

/** Spec §9: tag texts are cut at 4 characters (the full text goes in a tooltip). */
export const MAX_TAG_TEXT = 4;

/** A tag text as shown: at most `max` characters; `cut` says whether the tooltip is needed. */
export function cutText(text: string, max: number = MAX_TAG_TEXT): { short: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length > max
    ? { short: `${chars.slice(0, max).join('')}…`, cut: true }
    : { short: text, cut: false };
}

export type FilterValues = Record<string, unknown>;

/** Whether a filter value filters anything (`''`, `null`, `undefined`, `[]` do not). */
export function isActive(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The filter values that filter something (what a view saves, what the chips show). */
export function activeValues(values: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => isActive(v)));
}

/** One active filter as a chip: `keys` are the filter values its ✕ removes. */
export type FilterChip =
  | { id: string; keys: readonly string[]; kind: 'text'; field: string; text: string }
  | { id: string; keys: readonly string[]; kind: 'choice'; field: string; values: readonly string[] }
  | {
      id: string;
      keys: readonly string[];
      kind: 'reference';
      field: string;
      resource: string;
      ids: readonly string[];
    }
  | {
      id: string;
      keys: readonly string[];
      kind: 'option';
      field: string;
      list: OptionList;
      ids: readonly string[];
    }
  | { id: string; keys: readonly string[]; kind: 'range'; field: string; from?: string; to?: string };

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : String(value).split(','))
    .map((v) => String(v).trim())
    .filter((v) => v !== '');

/**
 * The chips of the active filters, one per filter, in the panel's order; a filter the panel does
 * not know still gets a chip (its raw value), so that nothing filters the list unseen.
 */
export function buildChips(values: FilterValues): FilterChip[] {
  const active = activeValues(values);
  const seen = new Set<string>();
  const chips: FilterChip[] = [];
  const take = (...keys: string[]) => keys.forEach((k) => seen.add(k));
  const choice = (field: string) => {
    if (!(field in active) || seen.has(field)) return;
    take(field);
    chips.push({ id: field, keys: [field], kind: 'choice', field, values: asList(active[field]) });
  };
  const range = (field: string) => {
    const gte = `${field}_gte`;
    const lte = `${field}_lte`;
    if (!(gte in active) && !(lte in active)) return;
    take(gte, lte);
    chips.push({
      id: field,
      keys: [gte, lte],
      kind: 'range',
      field,
      from: gte in active ? String(active[gte]) : undefined,
      to: lte in active ? String(active[lte]) : undefined,
    });
  };

  if ('q' in active) {
    take('q');
    chips.push({ id: 'q', keys: ['q'], kind: 'text', field: 'q', text: String(active.q) });
  }
  choice('gender');
  RANGE_FILTERS.forEach((r) => range(r.source));
  CHOICE_FILTERS.forEach(choice);
  range('income');
  for (const [field, resource] of Object.entries(REFERENCE_FILTERS)) {
    if (!(field in active)) continue;
    take(field);
    chips.push({ id: field, keys: [field], kind: 'reference', field, resource, ids: asList(active[field]) });
  }
  for (const [field, list] of Object.entries(OPTION_FILTERS)) {
    if (!(field in active)) continue;
    take(field);
    chips.push({ id: field, keys: [field], kind: 'option', field, list, ids: asList(active[field]) });
  }
  choice('is_vip');
  DATE_FILTERS.forEach(range);
  for (const [key, value] of Object.entries(active)) {
    if (seen.has(key)) continue;
    chips.push({ id: key, keys: [key], kind: 'text', field: key, text: asList(value).join(', ') });
  }
  return chips;
}

/** The filter values without the given keys (a chip's ✕). */
export function withoutKeys(values: FilterValues, keys: readonly string[]): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));
}

/** A saved view: a name, the filters and the sort of a list. */
export const savedViewSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(30),
  filter: z.record(z.string(), z.unknown()),
  sort: z.object({ field: z.string().min(1), order: z.enum(['ASC', 'DESC']) }),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** The stored views, whatever the store holds (a damaged entry reads as none). */
export const savedViewsSchema = z.array(savedViewSchema).catch([]);

/**
 * Where a user's views of one list lived in react-admin's (localStorage) store, which every logout
 * resets: still read when the views' own key holds none (savedViewsStore.ts).
 */
export function viewsStoreKey(userId: string | number, listKey: string): string {
  return `customerFilters.views.${userId}.${listKey}`;
}

/**
 * The localStorage key of a user's views of one list: outside react-admin's store, so that they
 * persist across logouts, one key per user (issue 40).
 */
export function savedViewsKey(userId: string | number, listKey: string): string {
  return `blind.views.${userId}.${listKey}`;
}

/** A new view from the list's current state (only the active filters are kept). */
export function makeView(
  name: string,
  filter: FilterValues,
  sort: { field: string; order: string },
  id: string,
): SavedView {
  return savedViewSchema.parse({
    id,
    name,
    filter: activeValues(filter),
    sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
  });
}

/** Whether the list shows exactly a view (same active filters and sort). */
export function isCurrentView(
  view: SavedView,
  filter: FilterValues,
  sort: { field: string; order: string },
): boolean {
  return (
    view.sort.field === sort.field &&
    view.sort.order === sort.order &&
    JSON.stringify(sortedEntries(view.filter)) === JSON.stringify(sortedEntries(activeValues(filter)))
  );
}

const sortedEntries = (values: FilterValues) =>
  Object.entries(values)
    .map(([k, v]) => [k, String(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
