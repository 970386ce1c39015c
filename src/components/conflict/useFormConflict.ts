import { createElement, useCallback, useState, type ReactElement } from 'react';
import { conflictOf, revisionOf, type Conflict } from '../../../dataProvider';
import { sameValue } from './ConflictDialog';
import { FormConflictArea } from './FormConflictArea';
import { plainValue, valueAt, type KeptCopy, type PendingConflict } from './model';

export { plainValue, valueAt, type KeptCopy, type PendingConflict } from './model';

/**
 * How a react-hook-form form meets a stale save (issue 40 points 1 and 4), the same way everywhere.
 *
 * ```tsx
 * const conflict = useFormConflict({
 *   record,                                   // the record the form edits, as last read
 *   fields: ['name', 'remark'],               // the fields the form edits (compared and shown)
 *   labelOf: (field) => translate(`resources.store.fields.${field}`),
 *   formatValue: (field, value) => …,         // optional: a choice's label, a date as the app writes it
 *   resave: (values, revision) => save(values, revision), // "Overwrite with mine"
 * });
 * const onSubmit = (values) =>
 *   save(values, conflict.baseRevision).catch((error) => {
 *     if (!conflict.onSaveError(error, values)) notify(failureText(error), { type: 'error' });
 *   });
 * return <Form onSubmit={onSubmit} resetOptions={{ keepDirtyValues: true }}>… {conflict.element}</Form>;
 * ```
 *
 * - Call the hook in the component that owns the form's `onSubmit`; put `element` INSIDE the form
 *   (it reads the form through react-hook-form's context).
 * - `baseRevision`: the revision the user started from (the record's when the form was last clean,
 *   kept while it is dirty when a refetch brings a newer record, unless none of `fields` changed in
 *   it: a colleague's allocation does not make a profile edit stale). Send it with every save
 *   (`meta: { revision }` for `dataProvider.update`).
 * - `onSaveError(error, values)`: true when the error is a stale write (409): the merge view opens
 *   and the caller says nothing (no toast); false for any other failure, which the caller reports.
 * - `resave(values, revision)`: sends my values again on their revision and resolves once saved. A
 *   second conflict opens the merge view again: reject with the error, or pass it to
 *   `onSaveError`. Other failures are the caller's to report; the form keeps my values.
 * - `element`: the merge view when a save was refused; the notice "X changed this record at …"
 *   (with Reload) when a refetch brings a newer revision under a dirty form; after "Reload,
 *   keeping a copy of mine", the panel listing my values with "Put back" (each, all) and "Dismiss".
 *
 * The choices: "Keep theirs" resets the form to their record (clean); "Overwrite with mine" calls
 * `resave`; "Reload, keeping a copy of mine" resets to theirs and keeps my values in the panel;
 * Esc / "Keep editing" changes nothing.
 */
export interface FormConflictOptions {
  /** The record the form edits, as last read (its revision is the base while the form is clean). */
  record: Readonly<Record<string, unknown>> | undefined;
  /** The fields the form edits (dotted paths allowed). Default: the fields the user changed. */
  fields?: readonly string[];
  /** A field's label, translated. */
  labelOf(field: string): string;
  /** A value as the user reads it; '' for empty (shown as "—"). Default: plain text. */
  formatValue?(field: string, value: unknown): string;
  /** "Overwrite with mine": saves `values` on `revision`; resolves once saved. */
  resave(values: Record<string, unknown>, revision: number | undefined): Promise<unknown>;
}

export interface FormConflict {
  /** The revision the user's edits are based on: send it with the save. */
  baseRevision: number | undefined;
  /** A stale write opens the merge view (true: say nothing more); anything else: false. */
  onSaveError(error: unknown, values: Record<string, unknown>): boolean;
  /** The merge view, the "changed meanwhile" notice and the kept-copy panel: render inside the form. */
  element: ReactElement;
}

const plainField = (_field: string, value: unknown) => plainValue(value);

/** The version the user's edits are based on: its revision and the record as it was then. */
interface Base {
  revision: number | undefined;
  record: Readonly<Record<string, unknown>> | undefined;
}

export function useFormConflict(options: FormConflictOptions): FormConflict {
  const { record, fields } = options;
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const [kept, setKept] = useState<KeptCopy | null>(null);
  const [dirty, setDirty] = useState(false);
  const [base, setBase] = useState<Base>(() => ({ revision: revisionOf(record), record }));
  const revision = revisionOf(record);
  if (revision !== undefined && (base.revision === undefined || revision > base.revision)) {
    // A newer record: the base follows it while the form is clean, and while dirty when none of
    // the form's fields changed (an allocation, a derived value): my edits are not stale then.
    const untouched =
      fields !== undefined && fields.every((f) => sameValue(valueAt(record, f), valueAt(base.record, f)));
    if (!dirty || untouched) setBase({ revision, record });
  }

  const onSaveError = useCallback((error: unknown, values: Record<string, unknown>) => {
    const conflict = conflictOf(error);
    if (!conflict) return false;
    setPending({ conflict, mine: values });
    return true;
  }, []);

  /** The user chose on their record: the next save is based on it. */
  const onBase = useCallback((conflict: Conflict) => {
    setBase({ revision: conflict.revision, record: conflict.current });
  }, []);

  const element = createElement(FormConflictArea, {
    ...options,
    formatValue: options.formatValue ?? plainField,
    baseRevision: base.revision,
    pending,
    kept,
    onDirty: setDirty,
    onPending: setPending,
    onKept: setKept,
    onBase,
  });
  return { baseRevision: base.revision, onSaveError, element };
}
