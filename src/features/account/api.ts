import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, ChangePasswordBody } from '../../../dataProvider';
import { DEMO_MODE } from '../../../dataProvider/config';
import { defineMutation, useAppMutation } from '../../platform/mutations';

/** Query keys of the account domain. */
export const accountKeys = {
  demoStatus: ['demo', 'status'] as const,
};

/** Demo builds: where the demo data is kept, asked once (`GET /__demo/status`). */
export function useDemoStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: accountKeys.demoStatus,
    queryFn: () => dataProvider.demoStatus(),
    enabled: DEMO_MODE,
    staleTime: Infinity,
    retry: false,
  });
}

/** Writes of the account domain (the mutation table test walks each one). */
export const accountWrites = {
  changePassword: defineMutation<ChangePasswordBody>({
    name: 'account.changePassword',
    call: (dp, body) => dp.changePassword(body),
    done: 'app.user_center.saved',
    refresh: false,
  }),
  /** Demo builds: reseeds the demo API (no values: `null`). */
  resetDemo: defineMutation<null>({
    name: 'account.resetDemo',
    call: (dp) => dp.resetDemo(),
    done: 'app.demo.reset_done',
    refresh: false,
  }),
};

/** `POST /admin/user/change-password` (the form checks V26 first); the page shows a failure itself. */
export const useChangePassword = () => useAppMutation(accountWrites.changePassword, { notifyError: false });
/** The page loads again on the fresh data (even when the menu that asked is gone by then). */
export const useResetDemo = () =>
  useAppMutation(accountWrites.resetDemo, { onSuccess: () => window.location.reload() });

/**
 * A switch of account (log in as a worker, back to the original one) through the authProvider:
 * every cached answer, which belonged to the other account, is loaded again; the caller's
 * `switched` (close the tabs, go home) runs once it worked.
 */
export const accountSwitchWrites = {
  /** Admin only: a single-token login as a worker (temporary account, spec §4). */
  loginAs: defineMutation<number | string, void>({
    name: 'account.loginAs',
    call: (_dp, workerId, authProvider) => authProvider.loginAs(workerId),
    invalidate: [[]],
    refresh: false,
  }),
  /** S06: back from the temporary account to the original one. */
  leaveTemporary: defineMutation<null, void>({
    name: 'account.leaveTemporary',
    call: (_dp, _vars, authProvider) => authProvider.leaveTemporary(),
    invalidate: [[]],
    refresh: false,
  }),
};

export const useLoginAs = (switched: () => void) =>
  useAppMutation(accountSwitchWrites.loginAs, { onSuccess: switched });

export const useLeaveTemporary = (switched: () => void) =>
  useAppMutation(accountSwitchWrites.leaveTemporary, { onSuccess: switched });
