import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import type { FieldInfo } from '../../../resources/core/reader';
import { toPlainText } from '../../../resources/core/richText';
import { plainValue } from '../../components/conflict';
import { formatDate, formatDateTime, formatMoney } from '../../platform/format';
import { labelKeys } from '../../platform/labels';
import { sectionsOf } from '../sections';
import type { FormMode } from '../validation';

/** What the merge view needs of a resource's form: its fields, their labels, readable values. */
export interface ConflictLabels {
  fields: readonly string[];
  labelOf(field: string): string;
  formatValue(field: string, value: unknown): string;
}

type Translate = ReturnType<typeof useTranslate>;

/** A value as the resource's screens show it: a choice by its label, a date as the app writes it. */
function readable(
  translate: Translate,
  def: ResourceDefinition,
  info: FieldInfo | undefined,
  value: unknown,
) {
  if (value === undefined || value === null || value === '') return '';
  if (!info) return plainValue(value);
  const choice = (one: unknown) =>
    translate(labelKeys.choice(def.name, info.name, one as string | number), { _: String(one) });
  if (info.widget === 'boolean' || typeof value === 'boolean') {
    const on = value === true || value === 1;
    return translate(labelKeys.choice(def.name, info.name, on), { _: translate(`app.enums.boolean.${on}`) });
  }
  if (info.choices) return Array.isArray(value) ? value.map(choice).join(', ') : choice(value);
  switch (info.widget) {
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'money':
      return formatMoney(value as number | string);
    case 'richtext':
      return toPlainText(value);
    case 'password':
      return '••••••';
    default:
      return plainValue(value);
  }
}

/**
 * The fields of a resource's form (all its sections, or the named ones) with the labels its inputs
 * show (`resources.<r>.fields.<f>`) and their values as its screens show them, for `useFormConflict`.
 */
export function useConflictLabels(
  def: ResourceDefinition,
  mode: FormMode,
  sections?: readonly string[],
): ConflictLabels {
  const translate = useTranslate();
  return useMemo(
    () => ({
      fields: sectionsOf(def, 'form', mode, sections).flatMap((section) => section.fields),
      labelOf: (field: string) => translate(labelKeys.field(def.name, field), { _: field }),
      formatValue: (field: string, value: unknown) => readable(translate, def, def.fieldMap[field], value),
    }),
    [def, mode, sections, translate],
  );
}
