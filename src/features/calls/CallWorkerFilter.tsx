import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import type { FieldSlotProps } from '../../../resources/core/define';
import { useCanAction, useSession } from '../../platform/session';

/**
 * The call list's worker filter: any worker for a user who may list the workers; otherwise only
 * the user's own worker, so the missed-call banner's "my unhandled missed calls" filter shows (and
 * can be removed) without asking the worker list the user is not allowed to read (issue 42).
 */
export function CallWorkerFilter({ source }: FieldSlotProps) {
  const session = useSession();
  const canListWorkers = useCanAction({ resource: 'worker' }, 'query');
  if (canListWorkers)
    return (
      <ReferenceInput source={source} reference="worker">
        <AutocompleteInput optionText="name" helperText={false} />
      </ReferenceInput>
    );
  const choices = session?.workerId === undefined ? [] : [{ id: session.workerId, name: session.name }];
  return <SelectInput source={source} choices={choices} helperText={false} emptyText="" />;
}
