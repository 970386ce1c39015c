import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { workerSchema } from '../../../../resources/worker';
import { ActionDialog } from '../../../components/ActionDialog';
import { IfAction } from '../../../platform/IfAction';
import { failureText, useAppMutation } from '../../../platform/mutations';
import { recordWrites } from '../api';
import type { RowMenuItemProps } from '../rowMenuTypes';
import { DialogMenuItem } from './ActionMenuItem';
import { useRecordAsRead } from './useRecordAsRead';

type Worker = z.infer<ReturnType<typeof workerSchema>>;
const ALL = { page: 1, perPage: 200 } as const;

function ChangeBindDialog({ record: row, onClose }: { record: RaRecord; onClose(): void }) {
  const translate = useTranslate();
  // A colleague's change meanwhile (409): the binding shown is theirs, the choice made stays.
  const read = useRecordAsRead(row);
  const record = read.record;
  const workers = useGetList<Worker>('worker', { pagination: ALL, sort: { field: 'id', order: 'ASC' } });
  const [workerId, setWorkerId] = useState<number>();
  const [missing, setMissing] = useState(false);
  const active = useMemo(
    () => (workers.data ?? []).filter((w) => w.status !== 0 && w.id !== record.worker_id),
    [workers.data, record.worker_id],
  );
  const current = workers.data?.find((w) => w.id === record.worker_id);
  // The failure is said in the dialog, above its buttons, with the choice kept.
  const mutation = useAppMutation(recordWrites.changeBind, { notifyError: false });
  const submit = () => {
    if (workerId === undefined) setMissing(true);
    else
      mutation.mutate(
        { id: Number(record.id), worker_id: workerId, revision: read.revision },
        { onSuccess: onClose, onError: read.onError },
      );
  };
  const label = translate('app.customer_actions.bind.worker');
  return (
    <ActionDialog
      title={translate('app.customer_actions.bind.title')}
      summary={
        <span data-testid="change-bind-current">
          {translate('app.customer_actions.bind.current', {
            name: current?.name ?? translate('app.customer_actions.bind.nobody'),
          })}
        </span>
      }
      submitLabel={translate('app.customer_actions.save')}
      onSubmit={submit}
      onClose={onClose}
      busy={mutation.isPending}
      error={mutation.isError ? read.errorText(mutation.error) : undefined}
      testId="change-bind-dialog"
      submitTestId="change-bind-submit"
    >
      <Autocomplete
        options={active}
        value={active.find((w) => w.id === workerId) ?? null}
        loading={workers.isPending}
        onChange={(_, w) => {
          setWorkerId(w?.id);
          setMissing(false);
        }}
        getOptionLabel={(w) => w.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required
            error={missing}
            helperText={missing ? translate('app.customer_actions.bind.required') : undefined}
          />
        )}
      />
      {workers.error ? <Alert severity="error">{failureText(workers.error)}</Alert> : null}
    </ActionDialog>
  );
}

/**
 * "Change binding" (`POST customer/change-bind {id, worker_id}`): binds the customer to another
 * active staff member, chosen from the workers (so only for a user who may list them).
 */
export function ChangeBindItem({ record, onClose }: RowMenuItemProps) {
  return (
    <IfAction permission="user_view" action="edit">
      <IfAction resource="worker" action="query">
        <DialogMenuItem
          label="app.customer_actions.bind.action"
          icon={<SwapHorizIcon fontSize="small" />}
          testId="row-action-change-bind"
          onMenuClose={onClose}
          dialog={(close) => <ChangeBindDialog record={record} onClose={close} />}
        />
      </IfAction>
    </IfAction>
  );
}
