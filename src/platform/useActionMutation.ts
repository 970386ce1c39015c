import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** A success message: an i18n key (or text), with its values and its kind. */
export type DoneMessage =
  string | { message: string; args?: Record<string, unknown>; type?: 'success' | 'info' };

export interface ActionMutationOptions<V, R> {
  /** What to say once it worked (none: say nothing). */
  done?: DoneMessage | ((result: R, vars: V) => DoneMessage);
  /** The query keys to ask again besides react-admin's own (lists and records are always refreshed). */
  invalidate?: readonly QueryKey[];
  /** Shows the server's text of a failure as a notification (default); off when the caller shows it. */
  notifyError?: boolean;
}

/**
 * A call that changes records through a named dataProvider method: on success its message, the
 * lists and records asked again (react-admin's refresh) and the given keys invalidated; on failure
 * the server's text (`{code, text}` becomes the error's message in the client).
 */
export function useActionMutation<V, R = unknown>(
  call: (dataProvider: AppDataProvider, vars: V) => Promise<R>,
  { done, invalidate = [], notifyError = true }: ActionMutationOptions<V, R> = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(dataProvider, vars),
    onSuccess: (result, vars) => {
      const said = typeof done === 'function' ? done(result, vars) : done;
      if (said !== undefined) {
        const { message, args, type = 'success' } = typeof said === 'string' ? { message: said } : said;
        notify(message, { type, messageArgs: args });
      }
      refresh();
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (notifyError) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    },
  });
}
