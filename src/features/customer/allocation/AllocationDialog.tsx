import {
  Autocomplete,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/ActionDialog';
import type { storeSchema } from '../../../../resources/store';
import type { workerSchema } from '../../../../resources/worker';
import {
  completeAllocation,
  SUB_TYPES,
  type AllocateParams,
  type AllocationError,
  type AllocationType,
  type Allocator,
  type DialogFields,
  type DialogValues,
  type SubType,
} from './allocationModel';
import { EXPLAINED } from '../../../components/explanations';
import { HelpHint } from '../../../components/HelpHint';

type Worker = z.infer<ReturnType<typeof workerSchema>>;
type Store = z.infer<ReturnType<typeof storeSchema>>;

/** Matchmakers are the workers who match: type 2, and type 3 (both sell and match). */
const MATCHMAKER_TYPES: readonly number[] = [3, 2];
const ALL = { page: 1, perPage: 200 } as const;

export interface AllocationDialogProps {
  ids: number[];
  type: AllocationType;
  me: Allocator;
  fields: DialogFields;
  busy: boolean;
  onClose(): void;
  onSubmit(params: AllocateParams): void;
}

/**
 * The allocation dialog (spec §2): the matchmaker (grouped by role, with its note and customer
 * count), the intake method for a dual-role worker (V18) and the store with `user_view.cross_store`.
 * Mounted while open; it keeps its values when the request fails (E09).
 */
export function AllocationDialog({ ids, type, me, fields, busy, onClose, onSubmit }: AllocationDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<DialogValues>({});
  const [error, setError] = useState<AllocationError>();
  const workers = useGetList<Worker>('worker', { pagination: ALL, sort: { field: 'id', order: 'ASC' } });
  const stores = useGetList<Store>(
    'store',
    { pagination: ALL, sort: { field: 'id', order: 'ASC' } },
    { enabled: fields.store },
  );
  const matchmakers = useMemo(
    () =>
      (workers.data ?? [])
        .filter((w) => MATCHMAKER_TYPES.includes(w.type) && w.status !== 0)
        .sort((a, b) => MATCHMAKER_TYPES.indexOf(a.type) - MATCHMAKER_TYPES.indexOf(b.type)),
    [workers.data],
  );
  const chosen = matchmakers.find((w) => w.id === values.worker_id) ?? null;

  const change = (next: DialogValues) => {
    setValues((v) => ({ ...v, ...next }));
    setError(undefined);
  };
  const submit = () => {
    const result = completeAllocation(ids, type, me, fields, values);
    if ('error' in result) setError(result.error);
    else onSubmit(result.params);
  };

  return (
    <ActionDialog
      title={translate('app.allocation.title')}
      summary={translate('app.allocation.selected', { count: ids.length })}
      submitLabel={translate('app.allocation.submit')}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      testId="allocation-dialog"
      submitTestId="allocation-submit"
    >
      <Autocomplete
        options={matchmakers}
        value={chosen}
        loading={workers.isPending}
        onChange={(_, worker) => change({ worker_id: worker?.id })}
        groupBy={(w) => translate(`app.allocation.worker_group.${w.type === 3 ? 'both' : 'match'}`)}
        getOptionLabel={(w) => w.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, w) => (
          <Box component="li" key={key} {...props}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2">{w.name}</Typography>
              {w.contact_note ? (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {w.contact_note}
                </Typography>
              ) : null}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {translate('app.allocation.customers', { count: w.customer_count ?? 0 })}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={translate('app.allocation.worker')}
            error={error === 'worker_required'}
            helperText={error === 'worker_required' ? translate('app.allocation.worker_required') : ' '}
          />
        )}
      />
      {fields.subType ? (
        <FormControl required error={error === 'sub_type_required'}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <FormLabel id="allocation-sub-type">{translate('app.allocation.sub_type')}</FormLabel>
            <HelpHint {...EXPLAINED.intakeMethod} />
          </Box>
          <RadioGroup
            row
            aria-labelledby="allocation-sub-type"
            value={values.sub_type ?? ''}
            onChange={(e) => change({ sub_type: SUB_TYPES.find((s) => String(s) === e.target.value) })}
          >
            {SUB_TYPES.map((s: SubType) => (
              <FormControlLabel
                key={s}
                value={s}
                control={<Radio size="small" />}
                label={translate(`app.allocation.sub_type_choice.${s}`)}
              />
            ))}
          </RadioGroup>
          <FormHelperText>
            {error === 'sub_type_required' ? translate('app.allocation.sub_type_required') : ' '}
          </FormHelperText>
        </FormControl>
      ) : null}
      {fields.store ? (
        <TextField
          select
          label={translate('app.allocation.store')}
          value={stores.data ? (values.store_id ?? me.storeId ?? '') : ''}
          onChange={(e) => change({ store_id: Number(e.target.value) })}
        >
          {(stores.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </ActionDialog>
  );
}
