import { useContext, useEffect, useMemo } from 'react';
import { DataProviderContext, useAuthProvider, useLogout, useNotify } from 'react-admin';
import type { AppAuthProvider } from '../../authProvider';
import type { AppDataProvider } from '../../dataProvider';
import { persistDrafts } from './drafts';

/**
 * The dataProvider for calls the user did not ask for (polls every 30/60 s, prefetches): they
 * bypass react-admin's error handling, so they never log out, navigate or notify. A 401 only marks
 * the session expired (the next user action follows E02); a 403 and other failures are silent
 * (the query keeps its last data).
 */
export function useBackgroundDataProvider(): AppDataProvider {
  const raw = useContext(DataProviderContext) as AppDataProvider | null;
  const authProvider = useAuthProvider<AppAuthProvider>();
  return useMemo(() => {
    if (!raw) throw new Error('useBackgroundDataProvider: no dataProvider');
    return new Proxy(raw, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          Promise.resolve(value.apply(target, args)).catch((error: unknown) => {
            authProvider?.backgroundError(error);
            throw error;
          });
      },
    });
  }, [raw, authProvider]);
}

const USER_ACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * E02 for a session a background call found expired: at the user's next click or key press, the
 * "401: login expired" notification, the logout and the reload 1.5 s later — never in the middle
 * of a poll.
 */
export function useExpiredSessionGuard(onExpired: () => void): void {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const logout = useLogout();
  const notify = useNotify();
  useEffect(() => {
    if (!authProvider?.onExpired) return;
    let armed = false;
    const act = () => {
      if (!armed) return;
      armed = false;
      detach();
      notify('app.errors.expired', { type: 'error' });
      persistDrafts();
      void logout(undefined, undefined, false);
      setTimeout(onExpired, 1500);
    };
    const attach = () => {
      armed = true;
      USER_ACTIONS.forEach((type) => window.addEventListener(type, act, { capture: true }));
    };
    const detach = () =>
      USER_ACTIONS.forEach((type) => window.removeEventListener(type, act, { capture: true }));
    if (authProvider.isExpired()) attach();
    const unsubscribe = authProvider.onExpired(attach);
    return () => {
      unsubscribe();
      detach();
    };
  }, [authProvider, logout, notify, onExpired]);
}
