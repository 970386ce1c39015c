import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  AppDataProvider,
  ChangePasswordBody,
  ClockMoveBody,
  SelfProfileBody,
  DemoClockMove,
} from '../../../dataProvider';
import { DEMO_MODE } from '../../../dataProvider/config';
import { defineMutation, useAppMutation } from '../../platform/mutations';
import { SESSION_QUERY_KEY, useSession } from '../../platform/session';

/** Query keys of the account domain. */
export const accountKeys = {
  demoStatus: ['demo', 'status'] as const,
  demoClock: ['demo', 'clock'] as const,
  /** The signed-in user's config, per user (another account's is not theirs). */
  userConfig: (userId: string | number | undefined) => ['auth', 'config', userId ?? ''] as const,
};

/**
 * `GET /admin/user/config`: asked once the user is signed in (`UserConfigLoader`, mounted by the
 * layout) and kept for the session: what of their own profile they may change, the longest name.
 */
export function useUserConfig() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.userConfig(session?.id),
    queryFn: () => dataProvider.userConfig(),
    enabled: session !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

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

/** Demo builds: the demo clock (`GET /__demo/clock`), asked again after each move (every query is). */
export function useDemoClock() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: accountKeys.demoClock,
    queryFn: () => dataProvider.demoClock(),
    enabled: DEMO_MODE,
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
  /**
   * `/account/settings`: the user's own name, avatar and phone; the session is asked again so the
   * header, the user center and the watermark show the new values.
   */
  updateSelf: defineMutation<SelfProfileBody>({
    name: 'account.updateSelf',
    call: async (dp, body, authProvider) => {
      await dp.updateSelf(body);
      // The authProvider keeps the new session first: the identity asked again below reads it.
      await authProvider.refreshSession();
    },
    done: 'app.user_center.saved',
    invalidate: [SESSION_QUERY_KEY, ['auth', 'getIdentity']],
    refresh: false,
  }),
  /** Demo builds: reseeds the demo API (no values: `null`). */
  resetDemo: defineMutation<null>({
    name: 'account.resetDemo',
    call: (dp) => dp.resetDemo(),
    done: 'app.demo.reset_done',
    refresh: false,
  }),
  /**
   * Demo builds: moves the demo clock forward (issue 42); the day rules change customers, counters,
   * notices and dashboards, so every query is asked again.
   */
  advanceDemoClock: defineMutation<ClockMoveBody, DemoClockMove>({
    name: 'account.advanceDemoClock',
    call: (dp, body) => dp.advanceDemoClock(body),
    done: (moved) => ({
      message: 'app.demo_clock.moved',
      args: { date: moved.today, into_sea: moved.into_sea.length, expired: moved.expired.length },
    }),
    invalidate: [[]],
  }),
};

/** `POST /admin/user/change-password` (the form checks V26 first); the page shows a failure itself. */
export const useChangePassword = () => useAppMutation(accountWrites.changePassword, { notifyError: false });
export const useAdvanceDemoClock = () => useAppMutation(accountWrites.advanceDemoClock);
/** Saves the user's own profile; the page shows a failure itself. */
export const useUpdateSelf = () => useAppMutation(accountWrites.updateSelf, { notifyError: false });
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
