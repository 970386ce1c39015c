import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { STAT_COUNTS_KEY } from '../../platform/counters';

/**
 * One action on customers of the pool (public sea, bin, batch update): on success a message with
 * the count, the list refreshes, the selection is cleared and the menu counters reload; a failure
 * shows the server's text (the dataProvider's notification) and leaves the dialog as it was.
 */
export function usePoolAction<P extends { ids?: number[] }>(
  call: (dataProvider: AppDataProvider, params: P) => Promise<unknown>,
  successKey: string,
  onDone?: () => void,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('customer');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: P) => call(dataProvider, params),
    onSuccess: (answer, params) => {
      const count = typeof answer === 'number' ? answer : (params.ids?.length ?? 0);
      notify(translate(successKey, { count }), { type: 'success' });
      onDone?.();
      unselectAll();
      refresh();
      void queryClient.invalidateQueries({ queryKey: STAT_COUNTS_KEY });
    },
  });
}
