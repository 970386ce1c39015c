import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { useFormConflict } from '../../components/conflict';
import { failureText } from '../../platform/mutations';
import type { FormMode } from '../validation';
import { useConflictLabels } from './conflictLabels';
import { SaveMark } from './UnsavedChangesGuard';

/** Where a generated create/edit screen goes once saved. */
export const savedRedirect = (def: ResourceDefinition) => (def.can('show') ? 'show' : 'list');

/** Field errors of a 422 (react-admin shows them under the inputs, not as a toast). */
function hasFieldErrors(error: unknown): boolean {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/**
 * The save of a generated create/edit form (issue 40 points 1, 4, 5), for `<SimpleForm onSubmit>`:
 * react-admin's save with `meta.revision` = the revision the user started from, a 409 opening the
 * merge view (no toast; the record is asked again so the form's record is theirs), other failures
 * said as react-admin says them (422 field errors stay under the inputs), and on success
 * react-admin's notice and redirect, with the guard's mark set first so the redirect is not asked.
 */
export function useVersionedSave(def: ResourceDefinition, mode: FormMode) {
  const saveContext = useSaveContext();
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const labels = useConflictLabels(def, mode);
  const [mark] = useState(() => new SaveMark());

  const conflict = useFormConflict({
    record: mode === 'edit' ? record : undefined,
    ...labels,
    resave: (values, revision) => submit(values, revision),
  });

  const onSaved = (data: RaRecord) => {
    mark.saved();
    const done = mode === 'create' ? 'created' : 'updated';
    notify(`resources.${def.name}.notifications.${done}`, {
      type: 'info',
      messageArgs: { smart_count: 1, _: translate(`ra.notification.${done}`, { smart_count: 1 }) },
    });
    redirect(savedRedirect(def), def.name, data.id, data);
  };

  const onFailed = (error: unknown, values: Record<string, unknown>) => {
    if (conflict.onSaveError(error, values)) {
      void queryClient.invalidateQueries({ queryKey: [def.name, 'getOne'] });
      return;
    }
    if (!hasFieldErrors(error)) {
      const text = failureText(error) || 'ra.notification.http_error';
      notify(text, { type: 'error', messageArgs: { _: text } });
    }
  };

  async function submit(values: Record<string, unknown>, revision: number | undefined) {
    mark.saving();
    return saveContext.save?.(values, {
      meta: revision === undefined ? undefined : { revision },
      onSuccess: onSaved,
      onError: (error: unknown) => onFailed(error, values),
    });
  }

  return {
    /** `<SimpleForm onSubmit>`: returns the 422's field errors for the form to show. */
    onSubmit: (values: Record<string, unknown>) => submit(values, conflict.baseRevision),
    /** Inside the form: the merge view, the "changed meanwhile" notice, the kept copy. */
    element: conflict.element,
    /** The guard's mark: `<UnsavedChangesGuard saved={mark} />`. */
    mark,
  };
}
