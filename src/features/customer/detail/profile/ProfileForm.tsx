import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useFormConflict } from '../../../../components/conflict';
import { failureText, useAppMutation } from '../../../../platform/mutations';
import { useResourceDefinitionOf } from '../../../../platform/useResourceDefinition';
import { ResourceFormFields, useResourceResolver } from '../../../../registry/blocks';
import { useConflictLabels } from '../../../../registry/form/conflictLabels';
import { SaveMark, UnsavedChangesGuard } from '../../../../registry/form/UnsavedChangesGuard';
import { DraftKeeper } from '../../../../platform/DraftKeeper';
import { detailWrites, type CustomerRecord } from '../../api/detail';

/** The sections of the customer form shown (and edited in place) on the profile tab. */
export const PROFILE_SECTIONS = ['basic', 'profile'] as const;

/** A refetch (another tab's write, focus, Refresh) never overwrites a field being edited. */
const KEEP_EDITS = { keepDirtyValues: true } as const;

/** The values of the form's own fields: never the allocation or status it only holds (issue 40 point 2). */
const pick = (values: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));

/**
 * The customer form's values, validated by the same zod rules as the generated form. The save
 * sends what the user changed with the revision the edit started from; a stale one opens the merge
 * view. A failed save keeps what the user typed, and leaving the page still asks.
 */
export function ProfileForm({ record, onDone }: { record: CustomerRecord; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resolver = useResourceResolver('customer', 'edit');
  const labels = useConflictLabels(useResourceDefinitionOf('customer'), 'edit', PROFILE_SECTIONS);
  const [mark] = useState(() => new SaveMark());
  // Failures are said here: a conflict opens the merge view instead of a toast.
  const mutation = useAppMutation(detailWrites.profile, { notifyError: false });

  const report = (error: unknown, values: Record<string, unknown>) => {
    if (!conflict.onSaveError(error, values)) notify(failureText(error), { type: 'error' });
  };
  const send = (values: Record<string, unknown>, revision: number | undefined) => {
    mark.saving();
    return mutation
      .mutateAsync({ id: record.id, data: pick(values, labels.fields), previousData: record, revision })
      .then(() => {
        mark.saved();
        onDone();
      })
      .catch((error: unknown) => report(error, values));
  };
  const conflict = useFormConflict({ record, ...labels, resave: send });

  return (
    <Form
      record={record}
      resolver={resolver}
      onSubmit={(values: Record<string, unknown>) => send(values, conflict.baseRevision)}
      resetOptions={KEEP_EDITS}
      noValidate
    >
      {conflict.element}
      <ResourceFormFields resource="customer" mode="edit" sections={PROFILE_SECTIONS} />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} data-testid="profile-cancel">
          {translate('app.customer_detail.profile.cancel')}
        </Button>
        <SaveButton alwaysEnable={false} data-testid="profile-save" />
      </Stack>
      <UnsavedChangesGuard saved={mark} />
      <DraftKeeper id="customer-profile" />
    </Form>
  );
}
