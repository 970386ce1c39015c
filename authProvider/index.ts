import type { AxiosInstance } from 'axios';
import type { AuthProvider, UserIdentity } from 'ra-core';
import { http } from '../dataProvider/client';
import { tokens } from '../dataProvider/tokens';
import { hasAnyPermission } from '../resources/core/permissions';
import { toSession, type Session } from './session';

export { toSession, userInfoSchema, type Session, type UserInfo } from './session';

export const LOGIN_PATH = '/user/login';
export const FORBIDDEN_PATH = '/403';
/** Spec §8: the delay before reloading (401) or going to the 403 page. */
export const ERROR_REDIRECT_DELAY_MS = 1500;
/** Local-storage flag of temporary-account mode (spec §4). */
export const TEMPORARY_FLAG_KEY = 'blind.temporary';

export type LoginParams = { username: string; password: string } | { phone: string; code: string };

export interface AuthOptions {
  /** Permission list required for an action on a resource (from the registry); none means open. */
  accessRules?: (resource: string, action: string) => readonly string[] | undefined;
  /** Called on 401 after logout, to reload the page (E02). */
  onExpired?: () => void;
  /** Called on 403 to show the 403 page (E03). */
  onForbidden?: () => void;
  client?: AxiosInstance;
}

export interface AppAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<void>;
  sendVerifyCode(phone: string): Promise<void>;
  /** The current session, loading it when needed. */
  getSession(): Promise<Session>;
  /** Admin: log in as a worker with a single-token login (temporary account). */
  loginAs(workerId: number | string): Promise<void>;
  /** Leaves the temporary account (spec §4, S06). */
  leaveTemporary(): Promise<void>;
}

const schedule = (fn: (() => void) | undefined) => {
  if (fn) setTimeout(fn, ERROR_REDIRECT_DELAY_MS);
};

export function createAuthProvider(options: AuthOptions = {}): AppAuthProvider {
  const client = options.client ?? http;
  let session: Session | undefined;
  let loading: Promise<Session> | undefined;
  let redirectScheduled = false;

  const isTemporary = () => localStorage.getItem(TEMPORARY_FLAG_KEY) === '1' && !!tokens.temporary();

  const loadSession = (): Promise<Session> => {
    if (session) return Promise.resolve(session);
    loading ??= client
      .get('/admin/user/self')
      .then((response) => {
        session = toSession(response.data, isTemporary());
        return session;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const storeToken = (body: unknown): string => {
    const token = (body as { Authorization?: string } | undefined)?.Authorization;
    if (!token) throw new Error('app.login.no_token');
    return token;
  };

  const clear = () => {
    tokens.clearAll();
    localStorage.removeItem(TEMPORARY_FLAG_KEY);
    session = undefined;
  };

  const provider: AppAuthProvider = {
    async login(params) {
      const response =
        'password' in params
          ? await client.post('/plugin/love/admin/login/by-password', params)
          : await client.post('/plugin/love/admin/login/by-verify-code', params);
      clear();
      tokens.setAccess(storeToken(response.data));
      redirectScheduled = false;
      await loadSession();
    },
    async sendVerifyCode(phone) {
      await client.post('/plugin/love/admin/login/send-verify-code', { phone });
    },
    async logout() {
      if (tokens.authorization()) {
        await client.get('/user/logout').catch(() => undefined);
      }
      clear();
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
        if (!redirectScheduled) {
          redirectScheduled = true;
          schedule(options.onExpired);
        }
        throw { message: 'app.errors.expired', logoutUser: true, redirectTo: LOGIN_PATH };
      }
      if (status === 403) {
        schedule(options.onForbidden);
        throw { message: error?.message ?? '403', logoutUser: false };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      const s = await loadSession();
      return { id: s.id, fullName: s.name, avatar: s.avatar, session: s };
    },
    async getPermissions() {
      if (!tokens.authorization()) return [];
      return (await loadSession()).permissions;
    },
    async canAccess({ resource, action }) {
      if (!tokens.authorization()) return false;
      const required = options.accessRules?.(resource, action);
      if (!required || required.length === 0) return true;
      const s = await loadSession();
      return hasAnyPermission(required, new Set(s.permissions));
    },
    getSession: loadSession,
    async loginAs(workerId) {
      const response = await client.post('/admin/user/single-token/login', { worker_id: workerId });
      tokens.setTemporary(storeToken(response.data));
      localStorage.setItem(TEMPORARY_FLAG_KEY, '1');
      session = undefined;
      await loadSession();
    },
    async leaveTemporary() {
      await client.get('/plugin/love/admin/login/logout').catch(() => undefined);
      tokens.clearTemporary();
      localStorage.removeItem(TEMPORARY_FLAG_KEY);
      session = undefined;
      await loadSession();
    },
  };
  return provider;
}
