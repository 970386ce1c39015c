import CallSplitIcon from '@mui/icons-material/CallSplit';
import { Autocomplete, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { workerSchema } from '../../../../resources/worker';
import { IfAction } from '../../../platform/IfAction';
import { poolWrites } from '../api';
import { PoolDialog, useLifecycleType } from '../PoolDialog';
import { usePoolAction } from '../usePoolAction';
import { evenShares, SELLER_TYPES } from './avgAssignModel';
import { PUBLIC_SEA, SEA_PERMISSION } from './seaModel';

type Worker = z.infer<ReturnType<typeof workerSchema>>;
const ALL = { page: 1, perPage: 200 } as const;

/** Chooses the workers and shows how many customers each one gets. */
export function AvgAssignDialog({ ids, onClose }: { ids: number[]; onClose(): void }) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<Worker[]>([]);
  const [missing, setMissing] = useState(false);
  const workers = useGetList<Worker>('worker', { pagination: ALL, sort: { field: 'id', order: 'ASC' } });
  const sellers = useMemo(
    () => (workers.data ?? []).filter((w) => SELLER_TYPES.includes(w.type) && w.status !== 0),
    [workers.data],
  );
  const mutation = usePoolAction(poolWrites.avgAssign, onClose);
  const shares = evenShares(ids.length, chosen.length);
  const submit = () => {
    if (chosen.length === 0) setMissing(true);
    else mutation.mutate({ ids, worker_ids: chosen.map((w) => w.id) });
  };
  return (
    <PoolDialog
      title={translate('app.customer_pool.avg_assign.title')}
      count={ids.length}
      submitLabel={translate('app.customer_pool.avg_assign.submit')}
      busy={mutation.isPending}
      testId="avg-assign-dialog"
      onClose={onClose}
      onSubmit={submit}
    >
      <Autocomplete
        multiple
        options={sellers}
        value={chosen}
        loading={workers.isPending}
        onChange={(_, value) => {
          setChosen(value);
          setMissing(false);
        }}
        getOptionLabel={(w) => w.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={translate('app.customer_pool.avg_assign.workers')}
            error={missing}
            helperText={missing ? translate('app.customer_pool.avg_assign.workers_required') : ' '}
          />
        )}
      />
      {chosen.length > 0 && (
        <div>
          <Typography variant="subtitle2">{translate('app.customer_pool.avg_assign.share')}</Typography>
          <List dense disablePadding data-testid="avg-assign-shares">
            {chosen.map((w, i) => (
              <ListItem key={w.id} disableGutters>
                <ListItemText
                  primary={w.name}
                  secondary={translate('app.customer_pool.avg_assign.share_count', { count: shares[i] })}
                />
              </ListItem>
            ))}
          </List>
        </div>
      )}
    </PoolDialog>
  );
}

/** "Assign evenly" on the selected rows of the public sea (needs the worker list too). */
export function AvgAssignBulkButton() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const listType = useLifecycleType();
  if (listType !== PUBLIC_SEA) return null;
  return (
    <IfAction permission={SEA_PERMISSION} action="edit">
      <IfAction resource="worker" action="query">
        <Button
          size="small"
          startIcon={<CallSplitIcon />}
          data-testid="avg-assign-bulk"
          onClick={() => setOpen(true)}
        >
          {translate('app.customer_pool.avg_assign.action')}
        </Button>
        {open && <AvgAssignDialog ids={selectedIds.map(Number)} onClose={() => setOpen(false)} />}
      </IfAction>
    </IfAction>
  );
}
