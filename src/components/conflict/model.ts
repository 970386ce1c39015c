import type { Conflict } from '../../../dataProvider';
import type { ConflictRow } from './ConflictDialog';

/** A refused save waiting for the user's choice: the server's record and the values I sent. */
export interface PendingConflict {
  conflict: Conflict;
  mine: Record<string, unknown>;
}

/** My values kept by "Reload, keeping a copy of mine", until put back or dismissed. */
export interface KeptCopy {
  conflict: Conflict;
  rows: readonly (ConflictRow & { value: unknown })[];
}

/** The value at a dotted path of a record. */
export function valueAt(record: Readonly<Record<string, unknown>> | undefined, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A value as plain text: lists joined, yes/no as ✓/✗, empty as ''. */
export function plainValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(plainValue).join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
