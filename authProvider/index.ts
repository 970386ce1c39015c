import type { AxiosInstance } from 'axios';
import type { AuthProvider, UserIdentity } from 'ra-core';
import { http } from '../dataProvider/client';
import { API_PATHS } from '../dataProvider/paths';
import { tokens } from '../dataProvider/tokens';
import { actionOfOperation, canAction } from '../resources/core/permissions';
import { identityOf, toSession, type Session } from './session';
import {
  clearCredentials,
  sendVerifyCode,
  signIn,
  tokenOf,
  LOGIN_PATH,
  TEMPORARY_FLAG_KEY,
  type LoginParams,
} from './signIn';

export { identityOf, toSession, userInfoSchema, type Session, type UserInfo } from './session';

export const FORBIDDEN_PATH = '/403';
/** Spec §8: the delay before reloading (401) or going to the 403 page. */
export const ERROR_REDIRECT_DELAY_MS = 1500;
export { LOGIN_PATH, TEMPORARY_FLAG_KEY, type LoginParams } from './signIn';

export interface AuthOptions {
  /** Permission list required for an action on a resource (from the registry); none means open. */
  accessRules?: (resource: string, action: string) => readonly string[] | undefined;
  /** Called on 401 after logout, to reload the page (E02). */
  onExpired?: () => void;
  /** Called at once on the first 401, before the logout unmounts the page (keeps unsaved forms). */
  onExpiring?: () => void;
  /** Called on 403 to show the 403 page (E03). */
  onForbidden?: () => void;
  /** Called with every session loaded: the app keeps the browser's storage to that user (issue 40). */
  onSession?: (session: Session) => void;
  /**
   * Called at a logout the user asked for (not an expired session's), before the tokens go: the
   * app wipes what the user left in the browser (issue 40).
   */
  onSignedOut?: () => void;
  client?: AxiosInstance;
}

export interface AppAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<void>;
  sendVerifyCode(phone: string): Promise<void>;
  /** The current session, loading it when needed. */
  getSession(): Promise<Session>;
  /** The session if it is already loaded (the first render then needs no second pass for it). */
  loadedSession(): Session | undefined;
  /**
   * Asks the server for the user info again (issue 41: an administrator may have changed the
   * user's roles) and keeps the answer as the session. A background call: a failure keeps the
   * session it had (a 401 only marks it expired, E02 at the next user action).
   */
  refreshSession(): Promise<Session>;
  /**
   * Takes over a session request sent before this provider existed (the boot's, src/app/early):
   * its `answer`, if in, is the session at once; else the first session load waits for `request`
   * instead of asking again (a later one asks the server). Ignored once a session is loading or in.
   */
  adoptSession(request: Promise<{ data: unknown }>, answer?: { data: unknown }): void;
  /**
   * `canAccess`'s answer when it needs nothing loaded (no session, no rule, or a loaded session);
   * undefined while the session it needs is still loading.
   */
  accessNow(resource: string, action: string): boolean | undefined;
  /** Admin: log in as a worker with a single-token login (temporary account). */
  loginAs(workerId: number | string): Promise<void>;
  /** Leaves the temporary account (spec §4, S06). */
  leaveTemporary(): Promise<void>;
  /**
   * An error of a background call (polls, prefetches): a 401 only marks the session expired, so the
   * next user action follows E02; a 403 and anything else are silent. Never logs out or navigates.
   */
  backgroundError(error: unknown): void;
  /** Whether a background call found the session expired (the next user action logs out, E02). */
  isExpired(): boolean;
  /** Listens for the session being marked expired; returns the unsubscribe function. */
  onExpired(listener: () => void): () => void;
}

/**
 * Ends the sessions of the tokens on the server, without waiting: a temporary account's with the
 * temporary logout (spec §4, S06), the user's with the logout. Failures change nothing here.
 */
function endOnServer(
  client: AxiosInstance,
  ending: { user: string | null; temporary?: string | null },
): void {
  const end = (path: string, token: string) =>
    void client.get(path, { headers: { Authorization: token } }).catch(() => undefined);
  if (ending.temporary) end(API_PATHS.session.temporaryLogout, ending.temporary);
  if (ending.user) end(API_PATHS.session.logout, ending.user);
}

const schedule = (fn: (() => void) | undefined): ReturnType<typeof setTimeout> | undefined =>
  fn ? setTimeout(fn, ERROR_REDIRECT_DELAY_MS) : undefined;

export function createAuthProvider(options: AuthOptions = {}): AppAuthProvider {
  const client = options.client ?? http;
  let session: Session | undefined;
  let loading: Promise<Session> | undefined;
  let redirectScheduled = false;
  /** The E02 reload waiting its 1.5 s; a sign-in begun before it fires cancels it (the reload would drop the page). */
  let expiryReload: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const expiredListeners = new Set<() => void>();

  const isTemporary = () => localStorage.getItem(TEMPORARY_FLAG_KEY) === '1' && !!tokens.temporary();
  /** A session request sent before this provider existed (`adoptSession`), for the first load. */
  let adopted: Promise<{ data: unknown }> | undefined;
  const takeAdopted = () => {
    const request = adopted;
    adopted = undefined;
    return request;
  };

  /** Spec §6: whether the session may do an action on a resource (react-admin's create → add…). */
  const decideAccess = (s: Session, resource: string, action: string): boolean => {
    const required = options.accessRules?.(resource, action);
    if (!required || required.length === 0) return true;
    return canAction(required, new Set(s.permissions), s.actions, actionOfOperation(action));
  };

  const loadSession = (): Promise<Session> => {
    if (session) return Promise.resolve(session);
    loading ??= (takeAdopted() ?? client.get(API_PATHS.session.self))
      .then((response) => {
        session = toSession(response.data, isTemporary());
        options.onSession?.(session);
        return session;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const clear = () => {
    clearCredentials();
    session = undefined;
    adopted = undefined;
    expired = false;
  };

  const provider: AppAuthProvider = {
    async login(params) {
      // Signing in is under way: the E02 reload would only drop the login form (and a slow answer
      // let it fire during the sign-in), so it is cancelled now, whatever the answer.
      clearTimeout(expiryReload);
      expiryReload = undefined;
      await signIn(params, client);
      session = undefined;
      expired = false;
      redirectScheduled = false;
      await loadSession();
    },
    sendVerifyCode: (phone) => sendVerifyCode(phone, client),
    async logout() {
      // An expired session (E02: a 401, or a background call's) keeps the user's drafts and tabs for
      // their next login; so does a logout with no token left (react-admin's after a failed check).
      const forced = redirectScheduled || expired || !tokens.authorization();
      const ending = forced
        ? { user: tokens.authorization() }
        : { user: tokens.access(), temporary: tokens.temporary() };
      if (!forced) options.onSignedOut?.();
      // Signed out here at once; the server is told afterwards with the old tokens, in the
      // background: a slow or unreachable server (30 s) never keeps the token in this browser.
      clear();
      endOnServer(client, ending);
      return LOGIN_PATH;
    },
    async checkAuth() {
      if (!tokens.authorization()) throw { redirectTo: LOGIN_PATH, message: false };
    },
    async checkError(error: { status?: number; message?: string } | undefined) {
      const status = error?.status;
      if (status === 401) {
        // A request that was under way while the user logged out: nothing left to expire.
        if (!tokens.authorization()) return;
        expired = false;
        if (!redirectScheduled) {
          redirectScheduled = true;
          options.onExpiring?.();
          expiryReload = schedule(options.onExpired);
        }
        throw { message: 'app.errors.expired', logoutUser: true, redirectTo: LOGIN_PATH };
      }
      if (status === 403) {
        schedule(options.onForbidden);
        throw { message: error?.message ?? '403', logoutUser: false };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      return identityOf(await loadSession());
    },
    async canAccess({ resource, action }) {
      return provider.accessNow(resource, action) ?? decideAccess(await loadSession(), resource, action);
    },
    accessNow(resource, action) {
      if (!tokens.authorization()) return false;
      const required = options.accessRules?.(resource, action);
      if (!required || required.length === 0) return true;
      return session ? decideAccess(session, resource, action) : undefined;
    },
    getSession: loadSession,
    loadedSession: () => session,
    async refreshSession() {
      const before = session;
      if (!before) return loadSession();
      const authorization = tokens.authorization();
      try {
        const response = await client.get(API_PATHS.session.self);
        // Signed out, or signed in as someone else, while it was asked: the answer is not theirs.
        if (session !== before || tokens.authorization() !== authorization) return session ?? before;
        session = toSession(response.data, isTemporary());
        options.onSession?.(session);
        return session;
      } catch (error) {
        provider.backgroundError(error);
        return session ?? before;
      }
    },
    adoptSession(request, answer) {
      if (session || loading) return;
      if (answer) {
        try {
          session = toSession(answer.data, isTemporary());
          options.onSession?.(session);
          return;
        } catch {
          // an answer that does not parse fails the first session load, which reports it
        }
      }
      adopted = request;
    },
    backgroundError(error) {
      const status = (error as { status?: number } | undefined)?.status;
      if (status !== 401 || expired || !tokens.authorization()) return;
      expired = true;
      expiredListeners.forEach((listener) => listener());
    },
    isExpired: () => expired,
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    async loginAs(workerId) {
      const response = await client.post(API_PATHS.session.temporaryLogin, { worker_id: workerId });
      tokens.setTemporary(tokenOf(response.data));
      localStorage.setItem(TEMPORARY_FLAG_KEY, '1');
      session = undefined;
      await loadSession();
    },
    async leaveTemporary() {
      await client.get(API_PATHS.session.temporaryLogout).catch(() => undefined);
      tokens.clearTemporary();
      localStorage.removeItem(TEMPORARY_FLAG_KEY);
      session = undefined;
      await loadSession();
    },
  };
  return provider;
}
