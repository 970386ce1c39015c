import type { AxiosInstance } from 'axios';
import { http } from '../dataProvider/client';
import { API_PATHS } from '../dataProvider/paths';
import { tokens } from '../dataProvider/tokens';
import { TEMPORARY_FLAG_KEY } from './keys';

/**
 * Signing in without the session (no schema, no react-admin): what the login page needs before the
 * admin has loaded. The auth provider signs in through the same functions.
 */

export { LOGIN_PATH, TEMPORARY_FLAG_KEY } from './keys';

export type LoginParams = { username: string; password: string } | { phone: string; code: string };

/** The token of a login answer (`{ Authorization }`); an answer without one is a failed login. */
export function tokenOf(body: unknown): string {
  const token = (body as { Authorization?: string } | undefined)?.Authorization;
  if (!token) throw new Error('app.login.no_token');
  return token;
}

/** Forgets every token and the temporary-account flag (S14). */
export function clearCredentials(): void {
  tokens.clearAll();
  localStorage.removeItem(TEMPORARY_FLAG_KEY);
}

/** Password or verification-code login (spec §4); stores the access token, replacing any other. */
export async function signIn(params: LoginParams, client: AxiosInstance = http): Promise<void> {
  const response =
    'password' in params
      ? await client.post(API_PATHS.session.loginByPassword, params)
      : await client.post(API_PATHS.session.loginByCode, params);
  const token = tokenOf(response.data);
  clearCredentials();
  tokens.setAccess(token);
}

/** Asks the server to text a verification code to `phone`. */
export async function sendVerifyCode(phone: string, client: AxiosInstance = http): Promise<void> {
  await client.post(API_PATHS.session.sendVerifyCode, { phone });
}
