import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { poolWrites } from '../api';
import { usePoolAction } from '../usePoolAction';
import { BIN_PERMISSION } from './binModel';

function RestoreButton({ ids, testId }: { ids: number[]; testId: string }) {
  const translate = useTranslate();
  const restore = usePoolAction(poolWrites.restore);
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      loading={restore.isPending}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        restore.mutate({ ids });
      }}
    >
      {translate('app.customer_pool.bin.restore')}
    </Button>
  );
}

/** "Restore" on a row of the bin: the customer returns to the list it was removed from. */
export function RestoreRecordButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <IfAction permission={BIN_PERMISSION} action="edit">
      <RestoreButton ids={[Number(record.id)]} testId="restore-record" />
    </IfAction>
  );
}

/** "Restore" on the selected rows of the bin. */
export function RestoreBulkButton() {
  const { selectedIds } = useListContext();
  return (
    <IfAction permission={BIN_PERMISSION} action="edit">
      <RestoreButton ids={selectedIds.map(Number)} testId="restore-bulk" />
    </IfAction>
  );
}

interface ClearProps {
  /** The selected customers; none: the whole bin. */
  ids?: number[];
  count: number;
  testId: string;
}

/** Deletes customers of the bin for good, after a confirmation naming the count. */
function ClearButton({ ids, count, testId }: ClearProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const clear = usePoolAction(poolWrites.clearBin, () => setOpen(false));
  const label = translate(ids ? 'app.customer_pool.bin.clear_selected' : 'app.customer_pool.bin.clear');
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteForeverIcon />}
        disabled={count === 0}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={clear.isPending}
        title={translate('app.customer_pool.bin.clear_title')}
        content={translate(
          ids ? 'app.customer_pool.bin.clear_selected_confirm' : 'app.customer_pool.bin.clear_all_confirm',
          { count },
        )}
        confirm={label}
        confirmColor="warning"
        onConfirm={() => clear.mutate(ids ? { ids } : {})}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** "Delete for good" on the selected rows of the bin. */
export function ClearSelectedButton() {
  const { selectedIds } = useListContext();
  const ids = selectedIds.map(Number);
  return (
    <IfAction permission={BIN_PERMISSION} action="delete">
      <ClearButton ids={ids} count={ids.length} testId="clear-selected" />
    </IfAction>
  );
}

/** "Empty the bin" above its list, naming how many customers it holds. */
export function ClearBinButton() {
  const { total } = useListContext();
  return (
    <IfAction permission={BIN_PERMISSION} action="delete">
      <ClearButton count={total ?? 0} testId="clear-bin" />
    </IfAction>
  );
}
