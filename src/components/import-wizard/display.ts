import type { AppLocale } from '../../../i18n/locale';
import type { ConvertedRow } from '../../platform/spreadsheet/cells';
import type { ImportField } from '../../platform/spreadsheet/fields';
import { problemArgs } from '../../platform/spreadsheet/problems';
import type { RowCheck } from './check';
import type { RunVerdict } from './run';

/** Translates an i18n key with its values (react-admin's `translate`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A count as people write it (`10,000`). */
export const formatCount = (n: number, locale: AppLocale): string => n.toLocaleString(locale);

/** The line of a data row in the user's spreadsheet (its header is line 1). */
export const lineOf = (index: number): number => index + 2;

/** A converted value as a person reads it: a choice's name, an area's names, a date as given. */
export function displayValue(
  field: ImportField,
  value: unknown,
  locale: AppLocale,
  areaNames: ReadonlyMap<string, string>,
  translate: Translate,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.kind === 'choice') {
    const choice = field.choices?.find((c) => c.value === value);
    return choice ? choice.names[locale] : String(value);
  }
  if (field.kind === 'area' && Array.isArray(value)) {
    // A municipality is its own city (上海市 / 上海市): its name once.
    const names = value.map((code: unknown) => areaNames.get(String(code)) ?? String(code));
    return names.filter((name, i) => name !== names[i - 1]).join(' / ');
  }
  if (field.kind === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** A row's conversion problems in words, each after its column's label (`手机号：格式不正确`). */
export function problemTexts(
  row: ConvertedRow,
  fields: ReadonlyMap<string, ImportField>,
  locale: AppLocale,
  translate: Translate,
): string[] {
  return row.problems.map(({ field, problem }) => {
    const label = fields.get(field)?.labels[locale] ?? field;
    return translate('app.import_wizard.row_problem', {
      field: label,
      problem: translate(problem.key, problemArgs(problem, locale)),
    });
  });
}

/** A duplicate's or a repeat's words (the row numbers of the user's file, not of the file sent). */
export function duplicateText(check: RowCheck, translate: Translate): string | undefined {
  if (check.status === 'duplicate' && check.existing)
    return translate('app.import_wizard.check.duplicate_existing', {
      number: check.existing.number ?? check.existing.id,
      name: check.existing.name,
    });
  if (check.status === 'repeated' && check.firstRow !== undefined)
    return translate('app.import_wizard.check.duplicate_repeated', { row: lineOf(check.firstRow) });
  return check.reason;
}

/** What the check says of a row: its problems, the server's reason or its duplicate. */
export function checkNotes(
  row: ConvertedRow,
  check: RowCheck,
  fields: ReadonlyMap<string, ImportField>,
  locale: AppLocale,
  translate: Translate,
): string[] {
  if (check.status === 'problem') return problemTexts(row, fields, locale, translate);
  const text = duplicateText(check, translate);
  return text ? [text] : [];
}

/** Why a row sent was not imported: the server's reason, else its duplicate in words. */
export function verdictText(verdict: RunVerdict, translate: Translate): string {
  if (verdict.reason) return verdict.reason;
  if (verdict.existing)
    return translate('app.import_wizard.check.duplicate_existing', {
      number: verdict.existing.number ?? verdict.existing.id,
      name: verdict.existing.name,
    });
  return translate(`app.import_wizard.status.${verdict.status}`);
}
