import { useNotify, useTranslate, useUnselectAll } from 'react-admin';
import type { BatchResult } from '../../../dataProvider/methods/customerPool';
import { useAppMutation } from '../../platform/mutations';
import { poolSummary, type PoolWrite } from './api';

/**
 * One write on customers of the pool (`poolWrites`: claim, put back, assign evenly, bin, batch
 * update): the write says its count, the list and the menu counters reload; here the selection is
 * cleared and `onDone` runs (a dialog closes) on success only. When the server refused some of the
 * customers (issue 40), one notification says how many were done and why the others were not
 * ("3 claimed, 1 already taken by 王芳"), and the reloaded list shows where they are now. A failure
 * shows its status and the server's text (a 409: who holds the customer; the list reloads too)
 * and leaves the dialog as it was.
 */
export function usePoolAction<V, R extends BatchResult>(write: PoolWrite<V, R>, onDone?: () => void) {
  const unselectAll = useUnselectAll('customer');
  const notify = useNotify();
  const translate = useTranslate();
  return useAppMutation(write, {
    onSuccess: (result) => {
      const summary = poolSummary(write, result, translate);
      if (summary) notify(summary, { type: 'warning' });
      onDone?.();
      unselectAll();
    },
  });
}
