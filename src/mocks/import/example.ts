/**
 * The example file of an import (`POST excel/export {type}`, issue 43) in the request's language:
 * sheet 1 has the importable fields' labels (the texts the wizard and the server match) and one row
 * written as a person would; sheet 2 says for each column whether it is required and what it may hold.
 */
import type { ResourceDefinition } from '../../../resources/core/define';
import type { ResourceCatalogue } from '../../../i18n/types';
import { importFieldsOf, type ImportField } from '../../platform/spreadsheet/fields';
import type { XlsxCell, XlsxSheet } from '../../platform/spreadsheet/xlsxWriter';
import { localeOf } from '../exportColumns';
import type { Lang } from '../messages';
import { say, type ImportTextKey } from './texts';

/** The example row's values (choices as their codes, shown by name); other fields stay empty. */
const EXAMPLE: Readonly<Record<string, string | number>> = {
  name: '张小雨',
  gender: 0,
  phone: '13912345678',
  wechat: 'zxy_2024',
  age: 28,
  birthday: '1996-03-05',
  height: 163,
  weight: 52,
  education: 4,
  marriage: 1,
  area_codes: '广东省深圳市南山区',
  income: 12000,
};

/** The example cell of a field: a choice by its name, the remark saying it is an example. */
function exampleCell(field: ImportField, lang: Lang): XlsxCell {
  if (field.name === 'remark') return say(lang, 'exampleRemark');
  const value = EXAMPLE[field.name];
  const choice = field.choices?.find((c) => c.value === value);
  return choice ? choice.names[localeOf(lang)] : value;
}

/** A range text: both bounds, one of them, or none. */
function range(
  lang: Lang,
  keys: [ImportTextKey, ImportTextKey, ImportTextKey, ImportTextKey],
  f: ImportField,
) {
  const [both, min, max, none] = keys;
  if (f.min !== undefined && f.max !== undefined) return say(lang, both, { min: f.min, max: f.max });
  if (f.min !== undefined) return say(lang, min, { min: f.min });
  if (f.max !== undefined) return say(lang, max, { max: f.max });
  return say(lang, none);
}

/** What a column may hold, in words. */
function allowed(field: ImportField, lang: Lang): string {
  switch (field.kind) {
    case 'choice':
      return (field.choices ?? []).map((c) => c.names[localeOf(lang)]).join(say(lang, 'listJoin'));
    case 'integer':
      return range(lang, ['integerRange', 'integerMin', 'integerMax', 'integer'], field);
    case 'number':
      return range(lang, ['numberRange', 'numberMin', 'numberMax', 'number'], field);
    case 'date':
    case 'phone':
    case 'area':
    case 'boolean':
      return say(lang, field.kind);
    case 'text':
      return field.maxLength === undefined
        ? say(lang, 'anyText')
        : say(lang, 'maxLength', { max: field.maxLength });
  }
}

/** The example workbook's file name and sheets for a resource with an import. */
export function exampleWorkbook(
  def: ResourceDefinition,
  catalogue: ResourceCatalogue,
  lang: Lang,
): { name: string; sheets: XlsxSheet[] } {
  const fields = importFieldsOf(def, catalogue);
  const locale = localeOf(lang);
  const labels = fields.map((f) => f.labels[locale]);
  const guide = fields.map((f) => [
    f.labels[locale],
    say(lang, f.required ? 'required' : 'optional'),
    allowed(f, lang),
  ]);
  return {
    name: say(lang, 'exampleName'),
    sheets: [
      { name: say(lang, 'exampleSheet'), rows: [labels, fields.map((f) => exampleCell(f, lang))] },
      {
        name: say(lang, 'guideSheet'),
        rows: [[say(lang, 'guideColumn'), say(lang, 'guideRequired'), say(lang, 'guideValues')], ...guide],
      },
    ],
  };
}
