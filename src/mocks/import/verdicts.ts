/**
 * Each row of an import checked and, unless it is a dry run, stored (issue 43): the cells' problems
 * and the customer schema (the server's word) make a row invalid; a row whose phone is already a
 * customer's, or repeats an earlier row of the file, is skipped, updates that customer or is added
 * anyway, as the `duplicate` rule says. Rows are handled in order, so a repeat of a row this request
 * just added is a duplicate of the customer it added. Creation and update go through the generic
 * CRUD's store (hooks, revisions, change listeners), as a form's would.
 */
import type { ImportDuplicateRule } from '../../../dataProvider/methods/customerRecord';
import type { ResourceDefinition } from '../../../resources/core/define';
import { problemText } from '../../platform/spreadsheet/problems';
import { areaOfCodes } from '../areaScope';
import { writeSchema } from '../crud';
import { storeRecord, type HookContext } from '../crudHooks';
import type { DemoRecord } from '../db';
import { localeOf } from '../exportColumns';
import { text, zodErrorMap } from '../messages';
import { convertedRow, type ImportSheet } from './rows';
import { say } from './texts';

/**
 * The most rows, and the longest time, between two yields to the event loop: the browser demo runs
 * on the page's thread, which must never wait more than ~100 ms (adding a customer costs more the
 * more customers there are: its number is the largest one plus one).
 */
const SLICE_ROWS = 250;
const SLICE_MS = 40;

/** The customer a duplicate's phone belongs to, as answered. */
interface Existing {
  id: number;
  number: string;
  name: string;
}

export interface RowVerdict {
  row: number;
  status: 'updated' | 'skipped' | 'invalid';
  reason?: string;
  existing?: Existing;
}

export interface DryVerdict {
  row: number;
  status: 'invalid' | 'duplicate' | 'repeated';
  reason?: string;
  existing?: Existing;
  first_row?: number;
}

export interface ImportOutcome {
  count: number;
  created: number;
  updated: number;
  skipped: number;
  invalid: number;
  rows: RowVerdict[];
}

export interface DryOutcome {
  ok: number;
  invalid: number;
  duplicate: number;
  repeated: number;
  rows: DryVerdict[];
}

export interface ImportRun {
  ctx: HookContext;
  def: ResourceDefinition;
  sheet: ImportSheet;
  duplicate: ImportDuplicateRule;
  /** Whether the user may update customers (`edit` on the import's permission). */
  canEdit: boolean;
  /** Values every added record gets unless the row gives them (the user's store). */
  defaults: Record<string, unknown>;
}

const existingOf = (record: DemoRecord): Existing => ({
  id: record.id,
  number: String(record.number ?? ''),
  name: String(record.name ?? ''),
});

/** Calls between rows: a macrotask yield once the slice is full or has taken its time. */
function slicer(): () => Promise<void> | undefined {
  let rows = 0;
  let since = performance.now();
  return () => {
    if (++rows < SLICE_ROWS && performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        rows = 0;
        since = performance.now();
        resolve();
      }, 0),
    );
  };
}

/** The text of an error answer (`{ code, text }`). */
async function answerText(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => ({}))) as { text?: unknown };
  return typeof body.text === 'string' ? body.text : String(answer.status);
}

type Checked = { values: Record<string, unknown>; given: readonly string[] } | { reason: string };

/**
 * A row's values as the schema accepts them (`given`: the fields the row filled), or its problems
 * in words, each naming its field by its label in the request's language.
 */
function checkRow(run: ImportRun, index: number): Checked {
  const { ctx, def, sheet } = run;
  const locale = localeOf(ctx.lang);
  const labelOf = (name: string) => sheet.fields.find((f) => f.name === name)?.labels[locale] ?? name;
  // Every problem follows its column's label (`年龄：不能大于 80`), as the wizard shows it.
  const named = (name: string, sentence: string) =>
    say(ctx.lang, 'fieldProblem', { label: labelOf(name), text: sentence });
  const converted = convertedRow(sheet, index);
  const problems = converted.problems.map((p) => named(p.field, problemText(p.problem, locale)));
  const codes = converted.values.area_codes;
  if (Array.isArray(codes) && areaOfCodes(codes) === undefined)
    problems.push(named('area_codes', text(ctx.lang, 'invalidArea')));
  if (problems.length === 0) {
    const parsed = writeSchema(def, 'create').safeParse(converted.values, { error: zodErrorMap(ctx.lang) });
    if (parsed.success) {
      const values = Object.fromEntries(
        Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
      );
      return { values, given: Object.keys(converted.values) };
    }
    for (const issue of parsed.error.issues) problems.push(named(String(issue.path[0] ?? ''), issue.message));
  }
  return { reason: [...new Set(problems)].join(say(ctx.lang, 'problemJoin')) };
}

/** The rows' phones already a customer's, by phone (the first such customer). */
function customersByPhone(run: ImportRun, unique: string): Map<string, DemoRecord> {
  const byKey = new Map<string, DemoRecord>();
  for (const record of run.ctx.db.list(run.def.name)) {
    const key = record[unique];
    if (typeof key === 'string' && key !== '' && !byKey.has(key)) byKey.set(key, record);
  }
  return byKey;
}

/** The file's rows in order (`row` 1-based), each checked, pausing now and then (`slicer`). */
async function* checkedRows(run: ImportRun): AsyncGenerator<{ row: number; checked: Checked }> {
  const slice = slicer();
  for (let index = 0; index < run.sheet.body.length; index++) {
    const pause = slice();
    if (pause) await pause;
    yield { row: index + 1, checked: checkRow(run, index) };
  }
}

/** What the import would do with each row: nothing is written. */
export async function dryRun(run: ImportRun): Promise<DryOutcome> {
  const unique = run.def.import?.unique ?? 'phone';
  const customers = customersByPhone(run, unique);
  const firstRows = new Map<string, number>();
  const outcome: DryOutcome = { ok: 0, invalid: 0, duplicate: 0, repeated: 0, rows: [] };
  for await (const { row, checked } of checkedRows(run)) {
    if ('reason' in checked) {
      outcome.invalid++;
      outcome.rows.push({ row, status: 'invalid', reason: checked.reason });
      continue;
    }
    const key = checked.values[unique];
    const existing = typeof key === 'string' ? customers.get(key) : undefined;
    const firstRow = typeof key === 'string' ? firstRows.get(key) : undefined;
    if (typeof key === 'string' && firstRow === undefined) firstRows.set(key, row);
    if (existing) {
      outcome.duplicate++;
      const reason = say(run.ctx.lang, 'existingPhone', { number: String(existing.number ?? '') });
      outcome.rows.push({ row, status: 'duplicate', reason, existing: existingOf(existing) });
    } else if (firstRow !== undefined) {
      outcome.repeated++;
      const reason = say(run.ctx.lang, 'repeatedPhone', { row: firstRow });
      outcome.rows.push({ row, status: 'repeated', reason, first_row: firstRow });
    } else outcome.ok++;
  }
  return outcome;
}

/** Imports the rows: each one created, updated, skipped or invalid (`rows`: all but the created). */
export async function importRows(run: ImportRun): Promise<ImportOutcome> {
  const { ctx, def } = run;
  const unique = def.import?.unique ?? 'phone';
  const customers = customersByPhone(run, unique);
  /** The row of this file that added the customer of a phone. */
  const addedBy = new Map<string, number>();
  const outcome: ImportOutcome = { count: 0, created: 0, updated: 0, skipped: 0, invalid: 0, rows: [] };
  const refuse = (row: number, reason: string) => {
    outcome.invalid++;
    outcome.rows.push({ row, status: 'invalid', reason });
  };
  for await (const { row, checked } of checkedRows(run)) {
    if ('reason' in checked) {
      refuse(row, checked.reason);
      continue;
    }
    const key = checked.values[unique];
    const existing = typeof key === 'string' ? customers.get(key) : undefined;
    if (existing && run.duplicate !== 'keep') {
      const number = String(existing.number ?? '');
      const first = typeof key === 'string' ? addedBy.get(key) : undefined;
      const skip = (reason: string) => {
        outcome.skipped++;
        outcome.rows.push({ row, status: 'skipped', reason, existing: existingOf(existing) });
      };
      if (run.duplicate === 'skip') {
        skip(
          first === undefined
            ? say(ctx.lang, 'existingPhone', { number })
            : say(ctx.lang, 'repeatedPhone', { row: first }),
        );
        continue;
      }
      if (!run.canEdit) {
        skip(say(ctx.lang, 'noEdit', { number }));
        continue;
      }
      // An update takes the row's own values only (not the schema's defaults for what it left empty).
      const next: Record<string, unknown> = { ...existing };
      for (const name of checked.given)
        if (checked.values[name] !== undefined) next[name] = checked.values[name];
      const saved = storeRecord(def.name, ctx, next, existing);
      if (saved instanceof Response) {
        refuse(row, await answerText(saved));
        continue;
      }
      if (typeof key === 'string') customers.set(key, saved);
      outcome.updated++;
      outcome.rows.push({ row, status: 'updated', existing: existingOf(saved) });
      continue;
    }
    const created = storeRecord(def.name, ctx, { ...run.defaults, ...checked.values });
    if (created instanceof Response) {
      refuse(row, await answerText(created));
      continue;
    }
    outcome.created++;
    if (typeof key === 'string' && !existing) {
      customers.set(key, created);
      addedBy.set(key, row);
    }
  }
  outcome.count = outcome.created + outcome.updated;
  return outcome;
}
