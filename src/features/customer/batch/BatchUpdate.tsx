import EditNoteIcon from '@mui/icons-material/EditNote';
import { Autocomplete, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { CUSTOMER_STATUSES } from '../../../../resources/customer';
import { IfAction } from '../../../platform/IfAction';
import { labelKeys } from '../../../platform/labels';
import { useCanAction } from '../../../platform/session';
import { poolWrites } from '../api';
import { PoolDialog } from '../PoolDialog';
import { usePoolAction } from '../usePoolAction';
import { BATCH_FIELDS, batchData, CHOICES_OF, type BatchField, type BatchValue } from './batchModel';

const ALL = { page: 1, perPage: 200 } as const;
const BATCH_PERMISSION = 'user_view';

interface Choice {
  id: number;
  name: string;
}

/** The choices of a field: records of its resource, or the customer statuses. */
function useChoices(field: BatchField): { choices: Choice[]; loading: boolean } {
  const translate = useTranslate();
  const resource = CHOICES_OF[field];
  const list = useGetList<RaRecord & { name?: string; module?: string }>(
    resource ?? 'store',
    { pagination: ALL, sort: { field: 'id', order: 'ASC' } },
    { enabled: !!resource },
  );
  if (!resource)
    return {
      choices: CUSTOMER_STATUSES.map((s) => ({
        id: s,
        name: translate(labelKeys.choice('customer', 'user_status', s)),
      })),
      loading: false,
    };
  const records = (list.data ?? []).filter((r) => resource !== 'tag' || r.module === 'customer');
  return {
    choices: records.map((r) => ({ id: Number(r.id), name: String(r.name ?? r.id) })),
    loading: list.isPending,
  };
}

function ValueInput({
  field,
  value,
  error,
  onChange,
}: {
  field: BatchField;
  value: BatchValue;
  error: boolean;
  onChange(value: BatchValue, names: string): void;
}) {
  const translate = useTranslate();
  const { choices, loading } = useChoices(field);
  const multiple = field === 'tag_ids';
  const ids = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const chosen = choices.filter((c) => ids.includes(c.id));
  return (
    <Autocomplete
      multiple={multiple}
      options={choices}
      loading={loading}
      value={multiple ? chosen : (chosen[0] ?? null)}
      onChange={(_, next) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        const names = list.map((c) => c.name).join(', ');
        onChange(multiple ? list.map((c) => c.id) : list[0]?.id, names);
      }}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={translate('app.customer_pool.batch.value')}
          error={error}
          helperText={error ? translate('app.customer_pool.batch.value_required') : ' '}
        />
      )}
    />
  );
}

/**
 * Batch update of the selected customers: choose the field and its value, then confirm ("Update 3
 * customers?"), then the result message. A failure keeps the dialog and its values.
 */
export function BatchUpdateDialog({ ids, onClose }: { ids: number[]; onClose(): void }) {
  const translate = useTranslate();
  const canStore = useCanAction({ resource: 'store' }, 'query');
  const canWorker = useCanAction({ resource: 'worker' }, 'query');
  const fields = BATCH_FIELDS.filter(
    (f) => (f !== 'store_id' || canStore) && (f !== 'worker_id' || canWorker),
  );
  const [field, setField] = useState<BatchField>(fields[0] ?? 'user_status');
  const [value, setValue] = useState<BatchValue>();
  const [names, setNames] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = usePoolAction(poolWrites.batchUpdate, onClose);
  const data = batchData(field, value);
  const fieldLabel = translate(`app.customer_pool.batch.fields.${field}`);
  return (
    <>
      <PoolDialog
        title={translate('app.customer_pool.batch.title')}
        count={ids.length}
        submitLabel={translate('app.customer_pool.batch.next')}
        busy={mutation.isPending}
        testId="batch-dialog"
        onClose={onClose}
        onSubmit={() => (data ? setConfirming(true) : setMissing(true))}
      >
        <TextField
          select
          label={translate('app.customer_pool.batch.field')}
          value={field}
          onChange={(e) => {
            setField(BATCH_FIELDS.find((f) => f === e.target.value) ?? field);
            setValue(undefined);
            setMissing(false);
          }}
        >
          {fields.map((f) => (
            <MenuItem key={f} value={f}>
              {translate(`app.customer_pool.batch.fields.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <ValueInput
          key={field}
          field={field}
          value={value}
          error={missing}
          onChange={(next, text) => {
            setValue(next);
            setNames(text);
            setMissing(false);
          }}
        />
      </PoolDialog>
      <Confirm
        isOpen={confirming}
        loading={mutation.isPending}
        title={translate('app.customer_pool.batch.confirm_title')}
        content={`${translate('app.customer_pool.batch.confirm', { count: ids.length })} ${translate(
          'app.customer_pool.batch.confirm_detail',
          { field: fieldLabel, value: names },
        )}`}
        onConfirm={() => {
          if (data) mutation.mutate({ ids, data });
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** "Batch update" on the selected rows of a customer list. */
export function BatchUpdateBulkButton() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <IfAction permission={BATCH_PERMISSION} action="edit">
      <Button
        size="small"
        startIcon={<EditNoteIcon />}
        data-testid="batch-bulk"
        onClick={() => setOpen(true)}
      >
        {translate('app.customer_pool.batch.action')}
      </Button>
      {open && <BatchUpdateDialog ids={selectedIds.map(Number)} onClose={() => setOpen(false)} />}
    </IfAction>
  );
}
