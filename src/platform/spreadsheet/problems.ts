import spreadsheetMessages from '../../../i18n/features/spreadsheet';
import type { AppLocale } from '../../../i18n/locale';
import type { StringTree } from '../../../i18n/types';

/**
 * What is wrong with a cell (issue 43), as an i18n key and its arguments. A field's label and its
 * choice names differ by language, so a problem carries them per locale (`local`); `problemArgs`
 * gives the whole set for one language and `problemText` the sentence, for the wizard's preview, the
 * skipped rows' reason column and the demo API's answers alike.
 */
export interface Problem {
  /** The full i18n key, `app.spreadsheet.problem.*`. */
  key: string;
  /** Arguments that read the same in every language (the cell as typed, a limit). */
  args?: Record<string, string | number>;
  /** Arguments in each language (the field's label, the allowed values). */
  local?: Record<AppLocale, Record<string, string>>;
}

const PREFIX = 'app.spreadsheet.';

/**
 * A problem of this kind (`choice`, `phone`…) with its arguments: `local` gives those that are
 * words of a language (a choice problem's label and allowed names).
 */
export function problemOf(
  kind: string,
  args?: Record<string, string | number>,
  local?: (locale: AppLocale) => Record<string, string>,
): Problem {
  const problem: Problem = { key: `${PREFIX}problem.${kind}` };
  if (args) problem.args = args;
  if (local) problem.local = { 'zh-CN': local('zh-CN'), 'en-US': local('en-US') };
  return problem;
}

/** Every argument of a problem in one language: what to pass to `translate(problem.key, …)`. */
export function problemArgs(problem: Problem, locale: AppLocale): Record<string, string | number> {
  return { ...problem.args, ...problem.local?.[locale] };
}

/** One of this file's texts (a key below `app.spreadsheet.`) in a language; the key when unknown. */
export function spreadsheetText(key: string, locale: AppLocale): string {
  let node: string | StringTree | undefined = spreadsheetMessages[locale];
  for (const part of key.replace(PREFIX, '').split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}

/** The sentence of a problem in a language, its `%{x}` filled in. */
export function problemText(problem: Problem, locale: AppLocale): string {
  const args = problemArgs(problem, locale);
  return spreadsheetText(problem.key, locale).replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}

/** Names joined as a list in a language (`男、女` / `Male, Female`). */
export function listIn(names: readonly string[], locale: AppLocale): string {
  return names.join(spreadsheetText(`${PREFIX}list_separator`, locale));
}
