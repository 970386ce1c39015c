import AssignIndIcon from '@mui/icons-material/AssignmentInd';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import {
  ListContext,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { STAT_COUNTS_KEY } from '../../../registry/counters';
import { IfAction } from '../../../registry/IfAction';
import { can, useSession } from '../../../registry/session';
import { AllocationDialog } from './AllocationDialog';
import {
  allocationTypeOf,
  planAllocation,
  type AllocateParams,
  type AllocationType,
  type Allocator,
  type DialogFields,
} from './allocationModel';

/** Allocating is editing customers (spec §6 names no permission of its own): `user_view` + `edit`. */
const ALLOCATE_PERMISSION = 'user_view';

/** The type of the list the user is in: its fixed `customer_type` (or `type`) filter, if any. */
function listTypeOf(filterValues: Record<string, unknown> | undefined): unknown {
  return filterValues?.customer_type ?? filterValues?.type;
}

/**
 * Starts an allocation (S07): submits directly, or opens the dialog. On success: a message, the
 * list and the menu counters refresh, the selection is cleared; a failure only stops the loading
 * state (E09), the dialog staying open with its values.
 */
function useAllocation(ids: number[], type: AllocationType) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const session = useSession();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('customer');
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<DialogFields>();
  const me: Allocator = {
    workerId: Number(session?.id),
    workerType: session?.workerType,
    storeId: session?.storeId,
    crossStore: can(session, 'user_view.cross_store'),
  };
  const mutation = useMutation({
    mutationFn: (params: AllocateParams) => dataProvider.allocateCustomers(params),
    onSuccess: (_, params) => {
      setFields(undefined);
      notify(translate('app.allocation.success', { count: params.ids.length }), { type: 'success' });
      unselectAll();
      refresh();
      void queryClient.invalidateQueries({ queryKey: STAT_COUNTS_KEY });
    },
  });
  const start = () => {
    const plan = planAllocation(ids, type, me);
    if (plan.kind === 'direct') mutation.mutate(plan.params);
    else setFields(plan.fields);
  };
  const dialog = fields ? (
    <AllocationDialog
      ids={ids}
      type={type}
      me={me}
      fields={fields}
      busy={mutation.isPending}
      onClose={() => setFields(undefined)}
      onSubmit={(params) => mutation.mutate(params)}
    />
  ) : null;
  return { start, dialog, busy: mutation.isPending };
}

interface AllocateButtonProps {
  ids: number[];
  type: AllocationType;
  testId: string;
}

function AllocateButton({ ids, type, testId }: AllocateButtonProps) {
  const translate = useTranslate();
  const { start, dialog, busy } = useAllocation(ids, type);
  return (
    <>
      <Button
        size="small"
        startIcon={<AssignIndIcon />}
        loading={busy}
        data-testid={testId}
        onClick={(e) => {
          e.stopPropagation();
          start();
        }}
      >
        {translate('app.allocation.action')}
      </Button>
      {dialog}
    </>
  );
}

/** "Allocate" on one customer: a list row or the detail page. */
export function AllocateRecordButton() {
  const record = useRecordContext();
  const list = useContext(ListContext);
  if (!record) return null;
  const type = allocationTypeOf(listTypeOf(list?.filterValues), [record.customer_type]);
  return (
    <IfAction permission={ALLOCATE_PERMISSION} action="edit">
      <span onClick={(e) => e.stopPropagation()}>
        <AllocateButton ids={[Number(record.id)]} type={type} testId="allocate-record" />
      </span>
    </IfAction>
  );
}

/** "Allocate" on the selected rows of a customer list. */
export function AllocateBulkButton() {
  const { selectedIds, data, filterValues } = useListContext();
  const ids = selectedIds.map(Number);
  const types = (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => r.customer_type);
  return (
    <IfAction permission={ALLOCATE_PERMISSION} action="edit">
      <AllocateButton
        ids={ids}
        type={allocationTypeOf(listTypeOf(filterValues), types)}
        testId="allocate-bulk"
      />
    </IfAction>
  );
}
