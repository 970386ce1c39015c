import type { AxiosInstance, AxiosResponse } from 'axios';
import { http } from '../dataProvider/client';
import { API_PATHS } from '../dataProvider/paths';
import { tokens } from '../dataProvider/tokens';

/** The session asked for as the app boots: its answer once in. */
export interface EarlySession {
  client: AxiosInstance;
  request: Promise<AxiosResponse>;
  /** Settles (never rejects) once the answer or the failure is in. */
  settled: Promise<void>;
  response?: AxiosResponse;
}

let early: EarlySession | undefined;

/**
 * Asks for the signed-in user's session (`/admin/user/self`) while the admin's chunks are still
 * loading, not once the admin has rendered (issue 8: every screen waits for the session). The
 * first authProvider the app creates takes the request over. Settles once the answer is in.
 */
export function requestSessionEarly(client: AxiosInstance = http): Promise<void> {
  if (!tokens.authorization()) return Promise.resolve();
  if (early) return early.settled;
  const request = client.get(API_PATHS.session.self);
  const pending: EarlySession = {
    client,
    request,
    settled: request.then(
      (response) => {
        pending.response = response;
      },
      () => undefined,
    ),
  };
  early = pending;
  return pending.settled;
}

/**
 * The early request, handed over once to a provider of the same HTTP client (a later session load
 * asks the server again).
 */
export function takeEarlySession(client: AxiosInstance): EarlySession | undefined {
  if (early?.client !== client) return undefined;
  const taken = early;
  early = undefined;
  return taken;
}
