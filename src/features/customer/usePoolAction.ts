import { useUnselectAll } from 'react-admin';
import { useAppMutation, type MutationSpec } from '../../platform/mutations';

/**
 * One write on customers of the pool (`poolWrites`: claim, put back, assign evenly, bin, batch
 * update): the write says its count, the list and the menu counters reload; here the selection is
 * cleared and `onDone` runs (a dialog closes) on success only. A failure shows its status and the
 * server's text and leaves the dialog as it was.
 */
export function usePoolAction<V, R>(spec: MutationSpec<V, R>, onDone?: () => void) {
  const unselectAll = useUnselectAll('customer');
  return useAppMutation(spec, {
    onSuccess: () => {
      onDone?.();
      unselectAll();
    },
  });
}
