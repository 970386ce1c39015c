import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppAuthProvider } from '../../authProvider';
import type { AppDataProvider } from '../../dataProvider';

/** A success message: an i18n key (or text), with its values and its kind. */
export type DoneMessage =
  string | { message: string; args?: Record<string, unknown>; type?: 'success' | 'info' };

/**
 * One write of the app that is not a generated screen's (claim, allocate, follow-up, settings…),
 * declared once in its feature's `api.ts` with `defineMutation`. Every write goes through
 * `useAppMutation`, so each one reports its outcome the same way; `declaredMutations()` lists them
 * all (the mutation table test walks every one with a failing server).
 */
export interface MutationSpec<V, R = unknown> {
  /** `<feature>.<action>`, unique in the app. */
  readonly name: string;
  /** The call: a named dataProvider method (or, to switch accounts, the authProvider's). */
  readonly call: (dataProvider: AppDataProvider, vars: V, authProvider: AppAuthProvider) => Promise<R>;
  /** What to say once it worked (the spec's text); none: the caller says it, or nothing is said. */
  readonly done?: DoneMessage | ((result: R, vars: V) => DoneMessage | undefined);
  /** The query keys it makes stale, besides react-admin's lists and records (`[]`: every query). */
  readonly invalidate?: readonly QueryKey[] | ((vars: V, result: R) => readonly QueryKey[]);
  /** Whether react-admin's lists and records are asked again (default: yes). */
  readonly refresh?: boolean;
  /**
   * Whether a 409 also asks the lists and records (and the fixed `invalidate` keys) again: the
   * server refused because they changed meanwhile (a colleague claimed the customer first), so the
   * rows show what it holds now.
   */
  readonly refreshOnConflict?: boolean;
}

const declared = new Map<string, MutationSpec<never, unknown>>();

/** Declares a write (see `MutationSpec`); a module evaluated again (HMR) replaces its own. */
export function defineMutation<V, R = unknown>(spec: MutationSpec<V, R>): MutationSpec<V, R> {
  declared.set(spec.name, spec as unknown as MutationSpec<never, unknown>);
  return spec;
}

/** Every write declared by the modules loaded so far. */
export function declaredMutations(): readonly MutationSpec<never, unknown>[] {
  return [...declared.values()];
}

export interface AppMutationOptions<V, R> {
  /** Runs after the outcome has been said (close a dialog, clear a selection…). */
  onSuccess?: (result: R, vars: V) => void;
  /** Runs after the failure has been said (the caller keeps what was typed: nothing is reset). */
  onError?: (error: Error, vars: V) => void;
  /** Shows the failure as a notification (default); off only when the caller shows it in place. */
  notifyError?: boolean;
}

/** The text of a failure: the client makes it `<status>: <server text>` (E04) in the user's language. */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of a failure (react-admin's HttpError), if it has one. */
function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
}

/**
 * Runs a declared write: pending state (`isPending`), on success the spec's text, the lists and
 * records asked again and the declared keys invalidated; on failure the status and the server's
 * text (E04). Nothing the user typed is touched: the caller closes its dialog in `onSuccess` only,
 * and `retry()` sends the last values again.
 */
export function useAppMutation<V, R>(spec: MutationSpec<V, R>, options: AppMutationOptions<V, R> = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { onSuccess, onError, notifyError = true } = options;
  const refreshAll = (keys: readonly QueryKey[] | undefined) => {
    if (spec.refresh !== false) refresh();
    for (const queryKey of keys ?? []) void queryClient.invalidateQueries({ queryKey });
  };
  const mutation = useMutation<R, Error, V>({
    mutationKey: ['write', spec.name],
    mutationFn: (vars: V) => spec.call(dataProvider, vars, authProvider as AppAuthProvider),
    onSuccess: (result, vars) => {
      const said = typeof spec.done === 'function' ? spec.done(result, vars) : spec.done;
      if (said !== undefined) {
        const { message, args, type = 'success' } = typeof said === 'string' ? { message: said } : said;
        notify(message, { type, messageArgs: args });
      }
      refreshAll(typeof spec.invalidate === 'function' ? spec.invalidate(vars, result) : spec.invalidate);
      onSuccess?.(result, vars);
    },
    onError: (error, vars) => {
      if (notifyError) notify(failureText(error), { type: 'error' });
      // Keys computed from a result have none to go by: the lists and the fixed keys only.
      if (spec.refreshOnConflict && statusOf(error) === 409)
        refreshAll(typeof spec.invalidate === 'function' ? [] : spec.invalidate);
      onError?.(error, vars);
    },
  });
  const { mutate, variables, status } = mutation;
  const retry = useCallback(() => {
    if (status !== 'idle') mutate(variables as V);
  }, [mutate, variables, status]);
  return { ...mutation, retry };
}
