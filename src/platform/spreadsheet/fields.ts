import { z } from 'zod';
import type { ResourceDefinition } from '../../../resources/core/define';
import type { FieldInfo } from '../../../resources/core/reader';
import type { ResourceCatalogue, StringTree } from '../../../i18n/types';
import { LOCALES, type AppLocale } from '../../../i18n/locale';
import { normaliseHeader } from './headers';

/**
 * The importable columns of a resource (issue 43), read from its definition (`def.import`, the zod
 * schema and the field metadata) and its label catalogue. Shared by the import wizard, the example
 * file and the demo API, so the three agree on which header means which field and what a cell may hold.
 */

/** How a cell's text becomes a field's value. */
export type ImportKind = 'text' | 'integer' | 'number' | 'choice' | 'date' | 'phone' | 'area' | 'boolean';

/** One allowed value of a choice field, with its name in every language. */
export interface ImportChoice {
  value: number | string | boolean;
  names: Record<AppLocale, string>;
}

export interface ImportField {
  /** The field key, e.g. `gender`, `area_codes`. */
  name: string;
  /** The field's label in each language (`fields.<name>` of the catalogue). */
  labels: Record<AppLocale, string>;
  /** The normalised headers that mean this field: both labels, the key and the resource's aliases. */
  headers: readonly string[];
  kind: ImportKind;
  /** Required by the schema (a value must be given to create a record). */
  required: boolean;
  choices?: readonly ImportChoice[];
  min?: number;
  max?: number;
  maxLength?: number;
}

/** The field that holds area codes chosen level by level (spec §3 area options). */
const AREA_FIELD = 'area_codes';

/** A leaf of a catalogue subtree by its path, or `undefined`. */
function leaf(tree: StringTree, path: readonly string[]): string | undefined {
  let node: string | StringTree | undefined = tree;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[key];
  }
  return typeof node === 'string' ? node : undefined;
}

function kindOf(info: FieldInfo): ImportKind {
  if (info.name === AREA_FIELD) return 'area';
  if (info.widget === 'phone') return 'phone';
  if (info.choices) return 'choice';
  if (info.widget === 'date' || info.widget === 'datetime' || info.kind === 'date') return 'date';
  if (info.kind === 'boolean') return 'boolean';
  if (info.kind === 'number') {
    const base = info.base;
    return base instanceof z.ZodNumber && base.format?.includes('int') ? 'integer' : 'number';
  }
  return 'text';
}

/** The importable fields of a resource in its example file's order; none when it has no import. */
export function importFieldsOf(def: ResourceDefinition, catalogue: ResourceCatalogue): ImportField[] {
  const spec = def.import;
  if (!spec) return [];
  const aliases: Partial<Record<string, readonly string[]>> = spec.aliases ?? {};
  return spec.fields.flatMap((name): ImportField[] => {
    const info = def.fieldMap[name];
    if (!info) return [];
    const labelIn = (locale: AppLocale) => leaf(catalogue[locale], ['fields', name]) ?? name;
    const labels = { 'zh-CN': labelIn('zh-CN'), 'en-US': labelIn('en-US') };
    const headers = [...new Set([...LOCALES.map((l) => labels[l]), name, ...(aliases[name] ?? [])])]
      .map(normaliseHeader)
      .filter((h, i, all) => h !== '' && all.indexOf(h) === i);
    const kind = kindOf(info);
    const field: ImportField = { name, labels, headers, kind, required: info.required };
    if (kind === 'choice' && info.choices) {
      field.choices = info.choices.map((value) => {
        const nameIn = (locale: AppLocale) =>
          leaf(catalogue[locale], ['enums', name, String(value)]) ?? String(value);
        return { value, names: { 'zh-CN': nameIn('zh-CN'), 'en-US': nameIn('en-US') } };
      });
    }
    // The reader gives a string's lengths and a number's values as min/max.
    if (kind === 'integer' || kind === 'number') {
      if (info.min !== undefined) field.min = info.min;
      if (info.max !== undefined) field.max = info.max;
    } else if (kind === 'text' && info.max !== undefined) {
      field.maxLength = info.max;
    }
    return [field];
  });
}
