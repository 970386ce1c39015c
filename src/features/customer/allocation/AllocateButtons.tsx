import AssignIndIcon from '@mui/icons-material/AssignmentInd';
import { Button } from '@mui/material';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ListContext, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { IfAction } from '../../../platform/IfAction';
import { can, useSession } from '../../../platform/session';
import { matchesRoute } from '../../../platform/routes';
import { poolWrites } from '../api';
import { usePoolAction } from '../usePoolAction';
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
/** Worker type 3 sells and matches (spec §1): it chooses the intake method, also in the public sea. */
const DUAL_ROLE = 3;

/** The type of the list the user is in: its fixed `customer_type` (or `type`) filter, if any. */
function listTypeOf(filterValues: Record<string, unknown> | undefined): unknown {
  return filterValues?.customer_type ?? filterValues?.type;
}

/**
 * An allocation under way (S07): submits directly, or opens the dialog. On success: a message, the
 * list and the menu counters refresh, the selection is cleared. A failure shows its status and the
 * server's text (E04) and only stops the loading state (E09), the dialog staying open with its
 * values. `onDone` follows the end of it: success, the dialog closed, or a direct submission that
 * failed.
 */
function useAllocation(ids: number[], type: AllocationType, write: AllocationWrite, onDone: () => void) {
  const session = useSession();
  const [fields, setFields] = useState<DialogFields>();
  const me: Allocator = {
    workerId: Number(session?.id),
    workerType: session?.workerType,
    storeId: session?.storeId,
    crossStore: can(session, 'user_view.cross_store'),
  };
  const mutation = usePoolAction(poolWrites[write], onDone);
  // A direct submission has nothing to keep: its failure ends the allocation.
  const send = (params: AllocateParams) =>
    mutation.mutate(params, {
      onError: () => {
        if (!fields) onDone();
      },
    });
  const start = () => {
    const plan = planAllocation(ids, type, me);
    if (plan.kind === 'direct') send(plan.params);
    else setFields(plan.fields);
  };
  const dialog = fields ? (
    <AllocationDialog
      ids={ids}
      type={type}
      me={me}
      fields={fields}
      busy={mutation.isPending}
      onClose={onDone}
      onSubmit={send}
    />
  ) : null;
  return { start, dialog, busy: mutation.isPending };
}

/** The write sent: an allocation, or the public sea's claim (the same call, its own success text). */
type AllocationWrite = 'allocate' | 'claim';

export interface AllocationButtonProps {
  ids: number[];
  type: AllocationType;
  testId: string;
  /** i18n key of the button. */
  label: string;
  write: AllocationWrite;
  icon: ReactNode;
}

type TriggerProps = Omit<AllocationButtonProps, 'ids' | 'type' | 'write'> & {
  busy?: boolean;
  onStart(): void;
};

function AllocationTrigger({ testId, label, icon, busy = false, onStart }: TriggerProps) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={icon}
      loading={busy}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onStart();
      }}
    >
      {translate(label)}
    </Button>
  );
}

/** The allocation's hooks, mounted from the click that starts it until it ends. */
function ActiveAllocation({ onDone, ...props }: AllocationButtonProps & { onDone(): void }) {
  const { start, dialog, busy } = useAllocation(props.ids, props.type, props.write, onDone);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  });
  return (
    <>
      <AllocationTrigger {...props} busy={busy} onStart={start} />
      {dialog}
    </>
  );
}

/**
 * A button that allocates customers (Allocate, and the public sea's Claim). Cheap on every row of a
 * list: the mutation, the session and the dialog are mounted only once it is clicked (issue 8:
 * 100 rows of always-mounted allocations cost about 3 MB of heap).
 */
export function AllocationButton(props: AllocationButtonProps) {
  const [active, setActive] = useState(false);
  if (!active) return <AllocationTrigger {...props} onStart={() => setActive(true)} />;
  return <ActiveAllocation {...props} onDone={() => setActive(false)} />;
}

const ALLOCATE = {
  label: 'app.allocation.action',
  write: 'allocate',
  icon: <AssignIndIcon />,
} as const;

/** "Allocate" on one customer: a list row or the detail page. */
export function AllocateRecordButton() {
  const record = useRecordContext();
  const list = useContext(ListContext);
  const session = useSession();
  const { pathname } = useLocation();
  if (!record) return null;
  // In the public sea a single-role worker's allocation is a claim (S07): "Claim" offers it.
  if (matchesRoute('publicSeaList', pathname) && session?.workerType !== DUAL_ROLE) return null;
  const type = allocationTypeOf(listTypeOf(list?.filterValues), [record.customer_type]);
  return (
    <IfAction permission={ALLOCATE_PERMISSION} action="edit">
      <span onClick={(e) => e.stopPropagation()}>
        <AllocationButton {...ALLOCATE} ids={[Number(record.id)]} type={type} testId="allocate-record" />
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
      <AllocationButton
        {...ALLOCATE}
        ids={ids}
        type={allocationTypeOf(listTypeOf(filterValues), types)}
        testId="allocate-bulk"
      />
    </IfAction>
  );
}
