import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { getCurrentLocale, toHeaderLocale } from '../i18n/locale';
import network from '../i18n/features/network';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from './config';
import { deviceFingerprint } from './device';
import { isApiErrorBody, toHttpError } from './errors';
import { tokens } from './tokens';

/**
 * The one axios instance (spec §7): base URL, 30 s timeout, and on every request the
 * Authorization (S15), `local`, `device-type: 5` and `device` headers (S16).
 */
export function createHttpClient(baseURL: string = API_BASE_URL): AxiosInstance {
  const client = axios.create({ baseURL, timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use((config) => {
    const authorization = tokens.authorization();
    if (authorization) config.headers.set('Authorization', authorization);
    if (!(config.data instanceof FormData)) config.headers.set('Content-Type', 'application/json');
    config.headers.set('local', toHeaderLocale(getCurrentLocale()));
    config.headers.set('device-type', '5');
    config.headers.set('device', deviceFingerprint());
    return config;
  });
  client.interceptors.response.use(
    (response: AxiosResponse) => {
      // 204 becomes an empty object; any body with a `code` field is an error (E01).
      if (response.status === 204 || response.data === '' || response.data == null) {
        response.data = {};
        return response;
      }
      if (typeof response.data === 'string' && expectsJson(response.config.responseType)) {
        // A 200 whose body is not JSON (an HTML error page of a proxy…): no data to trust.
        return Promise.reject(toHttpError(response.status, response.data, transportText('malformed')));
      }
      if (isApiErrorBody(response.data)) {
        const code = Number(response.data.code);
        const status = code >= 400 && code < 600 ? code : 400;
        return Promise.reject(toHttpError(status, response.data, String(response.data.text ?? code)));
      }
      return response;
    },
    (error: AxiosError) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      const status = error.response?.status ?? 0;
      const body: unknown = error.response?.data;
      if (!error.response) {
        // No answer at all: the 30 s timeout ran out, or the network is down (issue 9).
        const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
        return Promise.reject(toHttpError(0, undefined, transportText(timedOut ? 'timeout' : 'offline')));
      }
      const serverText = isApiErrorBody(body) ? (body.text ?? body.msg) : undefined;
      const text = serverText ?? (status >= 500 ? transportText('server') : error.message);
      // E04: other statuses show the status and the server's text; validation errors only the text.
      const message = status && status !== 422 ? `${status}: ${text}` : text;
      return Promise.reject(toHttpError(status, body, message));
    },
  );
  return client;
}

/** The user-language text of a failure without a server text (timeout, offline, 5xx, unreadable body). */
export function transportText(kind: keyof (typeof network)['en-US']): string {
  return network[getCurrentLocale()][kind];
}

const expectsJson = (type: string | undefined) => !type || type === 'json';

export const http = createHttpClient();
