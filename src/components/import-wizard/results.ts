import type { AppLocale } from '../../../i18n/locale';
import type { ImportField } from '../../platform/spreadsheet/fields';
import type { CheckResult } from './check';
import { problemTexts, verdictText, type Translate } from './display';
import type { RunState } from './run';
import type { RunTotals } from './RunStep';
import type { ImportResult } from '../../../dataProvider/methods/customerRecord';

/**
 * What an import came to, row by row (issue 43 point 2): each row of the file not imported and why,
 * and the totals said at the end.
 */

/** The reason of each row not imported (0-based index → reason in the user's language). */
export function notImportedRows(
  result: CheckResult,
  run: RunState,
  fields: ReadonlyMap<string, ImportField>,
  locale: AppLocale,
  translate: Translate,
): Map<number, string> {
  const position = new Map(run.rows.map((index, p) => [index, p]));
  const reasons = new Map<number, string>();
  result.rows.forEach((check, index) => {
    if (check.status === 'problem') {
      const texts = problemTexts(result.converted[index], fields, locale, translate);
      reasons.set(index, texts.join(translate('app.import_wizard.problem_separator')));
      return;
    }
    const p = position.get(index);
    if (p === undefined) {
      reasons.set(index, check.reason ?? translate('app.import_wizard.status.invalid'));
      return;
    }
    if (p >= run.done) {
      reasons.set(index, translate('app.import_wizard.run.not_sent'));
      return;
    }
    const verdict = run.verdicts.get(index);
    if (verdict && verdict.status !== 'updated') reasons.set(index, verdictText(verdict, translate));
  });
  return reasons;
}

/** The totals of a run over the file's rows: every row not created or updated counts as skipped. */
export function runTotals(rowCount: number, run: RunState): RunTotals {
  return {
    created: run.created,
    updated: run.updated,
    skipped: rowCount - run.created - run.updated,
    notSent: run.rows.length - run.done,
  };
}

/** The totals of a file sent as it is (.xls): the server's own counts. */
export const rawTotals = (outcome: ImportResult): RunTotals => ({
  created: outcome.created,
  updated: outcome.updated,
  skipped: outcome.skipped + outcome.invalid,
  notSent: 0,
});
