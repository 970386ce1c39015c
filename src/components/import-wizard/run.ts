import type { ConvertedRow } from '../../platform/spreadsheet/cells';
import { cleanFile } from './check';
import type {
  ImportDuplicateRule,
  ImportResult,
  ImportRowVerdict,
} from '../../../dataProvider/methods/customerRecord';

/**
 * The import itself (issue 43 points 2 and 4): the clean rows sent in batches, each batch's answer
 * added up, so that a cancel or a failure keeps what was done and a retry goes on from there.
 */

/** Rows per request: the server answers 1,000 rows well under a second. */
export const BATCH_ROWS = 1000;

/** A row the server did not simply create, by its 0-based index in the file. */
export type RunVerdict = Omit<ImportRowVerdict, 'row'>;

/** Where an import stands. */
export interface RunState {
  /** The file's rows (0-based indexes) to send, in order. */
  rows: readonly number[];
  /** How many of them were answered. */
  done: number;
  created: number;
  updated: number;
  /** The verdicts of the rows answered that were not simply created. */
  verdicts: ReadonlyMap<number, RunVerdict>;
}

export const startRun = (rows: readonly number[]): RunState => ({
  rows,
  done: 0,
  created: 0,
  updated: 0,
  verdicts: new Map(),
});

/** The state once a batch (starting at `state.done`) is answered. */
export function addBatch(state: RunState, size: number, outcome: ImportResult): RunState {
  const verdicts = new Map(state.verdicts);
  for (const verdict of outcome.rows) {
    const index = state.rows[state.done + verdict.row - 1];
    if (index === undefined) continue;
    const { status, reason, existing } = verdict;
    verdicts.set(index, { status, ...(reason ? { reason } : {}), ...(existing ? { existing } : {}) });
  }
  return {
    rows: state.rows,
    done: state.done + size,
    created: state.created + outcome.created,
    updated: state.updated + outcome.updated,
    verdicts,
  };
}

export interface RunOptions {
  fields: readonly string[];
  converted: readonly ConvertedRow[];
  duplicate: ImportDuplicateRule;
  send(file: File, duplicate: ImportDuplicateRule, signal: AbortSignal): Promise<ImportResult>;
  signal: AbortSignal;
  /** After each batch: where the import stands (kept by the caller for a retry). */
  onBatch(state: RunState): void;
  /** The name of each batch's file. */
  fileName: string;
}

/** Sends the rows not answered yet, batch after batch; rejects with the failing batch's error. */
export async function runBatches(from: RunState, options: RunOptions): Promise<RunState> {
  let state = from;
  while (state.done < state.rows.length) {
    options.signal.throwIfAborted();
    const batch = state.rows.slice(state.done, state.done + BATCH_ROWS);
    const file = cleanFile(
      options.fields,
      batch.map((index) => options.converted[index]),
      options.fileName,
    );
    const outcome = await options.send(file, options.duplicate, options.signal);
    state = addBatch(state, batch.length, outcome);
    options.onBatch(state);
  }
  return state;
}
