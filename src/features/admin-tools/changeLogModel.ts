import type { ChangeLogEntry } from '../../../dataProvider';

/** Compares dotted versions numerically ("3.10.0" after "3.9.2"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The update notes, newest first: by release date, then by version. */
export function newestFirst(entries: readonly ChangeLogEntry[]): ChangeLogEntry[] {
  return [...entries].sort(
    (a, b) => b.released_at.localeCompare(a.released_at) || compareVersions(b.version, a.version),
  );
}
