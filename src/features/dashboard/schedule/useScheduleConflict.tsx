import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { conflictOf, type Conflict, type ScheduleShift } from '../../../../dataProvider';
import { ConflictDialog, conflictRows } from '../../../components/conflict';
import { gridOf } from './scheduleModel';

type Grid = ReadonlyMap<string, ScheduleShift>;

/** A refused save waiting for the user's choice: the server's week, my grid and the grid I started from. */
interface Pending {
  conflict: Conflict;
  mine: Grid;
  base: Grid;
}

export interface ScheduleConflictOptions {
  workers: readonly { id: number; name: string }[];
  days: readonly string[];
  /** "Overwrite with mine": saves `mine` on their revision (a second conflict comes back to `onSaveError`). */
  overwrite(mine: Grid, revision: number | undefined): void;
  /** "Keep theirs": drop my edits, the grid shows the stored week again. */
  keepTheirs(): void;
  /**
   * "Reload, keeping a copy of mine": the grid shows `grid` (theirs with my changes over it), as
   * edits of `theirs` at `revision`.
   */
  rebase(grid: Map<string, ScheduleShift>, theirs: Grid, revision: number | undefined): void;
}

/** The grid of the week a conflict carries (`current.cells`). */
export function theirGrid(conflict: Conflict): Map<string, ScheduleShift> {
  const cells: unknown = conflict.current.cells;
  return gridOf(
    Array.isArray(cells)
      ? cells.filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
      : [],
  );
}

/** Their grid with the cells I changed (from `base` to `mine`) put over it. */
export function rebasedGrid(theirs: Grid, mine: Grid, base: Grid): Map<string, ScheduleShift> {
  const next = new Map(theirs);
  for (const key of new Set([...mine.keys(), ...base.keys()])) {
    const value = mine.get(key);
    if (value === base.get(key)) continue;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * A stale save of the worker schedule (issue 40 point 1): the merge view with a row per cell that
 * differs, labelled "<worker> · <day>", theirs beside mine (the cells I changed first). Keep theirs
 * reloads the grid, overwrite resends my week on their revision, "reload keeping a copy of mine"
 * shows their week with my changed cells over it (still unsaved), Esc keeps editing.
 */
export function useScheduleConflict(options: ScheduleConflictOptions): {
  /** A 409 opens the merge view (true: say nothing more); any other failure: false. */
  onSaveError(error: unknown, mine: Grid, base: Grid): boolean;
  /** Closes the merge view (the save went through). */
  close(): void;
  busy: boolean;
  element: ReactElement | null;
} {
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const weekdays = translate('app.dashboard.calendar.weekdays').split(',');
  const names = new Map(options.workers.map((w) => [w.id, w.name]));
  const labelOf = (key: string) => {
    const [worker, date = ''] = key.split('|');
    const day = options.days.indexOf(date);
    const name = names.get(Number(worker)) ?? `#${worker}`;
    return `${name} · ${day >= 0 ? `${weekdays[day] ?? ''} ` : ''}${date.slice(5)}`;
  };
  const shiftText = (value: unknown) =>
    typeof value === 'string'
      ? translate(`app.dashboard.schedule.shift.${value}`)
      : translate('app.dashboard.schedule.off');
  let element: ReactElement | null = null;
  if (pending) {
    const theirs = theirGrid(pending.conflict);
    const keys = [...new Set([...pending.mine.keys(), ...theirs.keys(), ...pending.base.keys()])].sort();
    const rows = conflictRows({
      fields: keys,
      mine: (key) => pending.mine.get(key),
      theirs: (key) => theirs.get(key),
      mineChanged: (key) => pending.mine.get(key) !== pending.base.get(key),
      labelOf,
      formatValue: (_key, value) => shiftText(value),
    });
    const { conflict, mine, base } = pending;
    element = (
      <ConflictDialog
        conflict={conflict}
        rows={rows}
        busy={busy}
        onCancel={() => setPending(undefined)}
        onKeepTheirs={() => {
          setPending(undefined);
          options.keepTheirs();
        }}
        onReloadKeepingMine={() => {
          setPending(undefined);
          options.rebase(rebasedGrid(theirs, mine, base), theirs, conflict.revision);
        }}
        onOverwrite={() => {
          setBusy(true);
          options.overwrite(mine, conflict.revision);
        }}
      />
    );
  }
  return {
    onSaveError: (error, mine, base) => {
      setBusy(false);
      const conflict = conflictOf(error);
      if (!conflict) {
        setPending(undefined);
        return false;
      }
      setPending({ conflict, mine, base });
      return true;
    },
    close: () => {
      setBusy(false);
      setPending(undefined);
    },
    busy,
    element,
  };
}
