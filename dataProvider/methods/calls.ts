import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { getCurrentLocale, toHeaderLocale } from '../../i18n/locale';
import { API_BASE_URL } from '../config';
import { deviceFingerprint } from '../device';
import { toHttpError } from '../errors';
import { API_PATHS, fillPath } from '../paths';
import { AI_TOKEN_KEY, tokens } from '../tokens';
import { emptyAnswer, idSchema, request, unwrapData } from './request';

const text = z.coerce.string().nullish().catch(undefined);

/** One line of a call's transcript (spec §3 call content). */
export const speechSchema = z.object({
  speaker_id: z.union([z.number(), z.string()]).transform(String),
  content: z.coerce.string().catch(''),
  start_time: z.coerce.number().catch(0),
  end_time: z.coerce.number().catch(0),
});

export type Speech = z.infer<typeof speechSchema>;

/** A call record with its customer, recording and content (spec §3). */
export const callSchema = z.object({
  id: idSchema,
  type: z.coerce.number().catch(1),
  state: z.coerce.number().catch(0),
  status_name: text,
  from_phone: text,
  to_phone: text,
  customer_id: idSchema.nullish(),
  customer_type: z.coerce.number().nullish().catch(undefined),
  customer: z
    .object({
      avatar: text,
      nickname: text,
      name: text,
      gender: z.coerce.number().nullish().catch(undefined),
    })
    .nullish()
    .catch(undefined),
  created_at: text,
  duration: z.coerce.number().nullish().catch(undefined),
  record_url: text,
  speeches: z.array(speechSchema).nullish().catch(undefined),
  ai_analysis_result: text,
  /** A missed incoming call's handling (ours): 0 not yet, 1 called back, 2 ignored. */
  handle_state: z.coerce.number().nullish().catch(undefined),
});

export type CallRecord = z.infer<typeof callSchema>;

/** `get-latest-call`: the active call, or an array (empty) when there is none. */
const latestCallSchema = z.preprocess(
  unwrapData,
  z.union([z.array(z.unknown()).transform(() => undefined), callSchema]),
);

const callDetailSchema = z.preprocess(unwrapData, callSchema);

/** The end of a call may come with a message for the user (E08). */
const closeAnswerSchema = z.preprocess(
  (body) => unwrapData(body) ?? {},
  z.object({ msg: z.coerce.string().nullish().catch(undefined) }).catch({}),
);

const socketTokenSchema = z.preprocess(unwrapData, z.object({ websocket_token: z.string().min(1) }));

/** `ai-login`: the token the AI calls carry (kept as `AI-Token`, spec §9). */
const aiLoginSchema = z.preprocess(
  unwrapData,
  z.union([
    z.string().min(1),
    z.object({ token: z.string().min(1) }).transform((v) => v.token),
    z.object({ access_token: z.string().min(1) }).transform((v) => v.access_token),
  ]),
);

/** `call-stats`: calls per worker and per day over a period. */
const count = z.coerce.number().catch(0);
export const callStatsSchema = z.preprocess(
  unwrapData,
  z.object({
    workers: z
      .array(
        z.object({
          worker_id: idSchema,
          name: z.coerce.string().catch(''),
          total: count,
          outgoing: count,
          incoming: count,
          answered: count,
          missed: count,
          duration: count,
        }),
      )
      .catch([]),
    days: z.array(z.object({ date: z.string(), total: count, answered: count, missed: count })).catch([]),
  }),
);

export type CallStats = z.infer<typeof callStatsSchema>;

export type SimulateKind = 'incoming' | 'missed' | 'outgoing' | 'alert' | 'notice';

export interface CloseCallBody {
  /** Spec §4: the customer's gender when the dialog asked for it (V19). */
  gender?: number;
}

/** The stored AI token, if any. */
export function aiToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(AI_TOKEN_KEY);
}

/**
 * `POST /plugin/ai/text` with `stream: true`: hands every decoded chunk to `onChunk` as it comes
 * and resolves with the whole text; `signal` cancels it at any moment (S09). Axios cannot read a
 * stream in the browser, so this one call uses fetch with the same headers.
 */
export async function streamAiText(
  body: { text: string },
  onChunk: (chunk: string) => void,
  signal: AbortSignal,
): Promise<string> {
  // The headers of every request (spec §7), as the axios client sets them.
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    local: toHeaderLocale(getCurrentLocale()),
    'device-type': '5',
    device: deviceFingerprint(),
  };
  const authorization = tokens.authorization();
  if (authorization) headers.Authorization = authorization;
  const ai = aiToken();
  if (ai) headers['AI-Token'] = ai;
  const response = await fetch(`${API_BASE_URL}${API_PATHS.calls.aiText}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, stream: true }),
    signal,
  });
  if (!response.ok || !response.body) {
    const failure: unknown = await response.json().catch(() => undefined);
    const message =
      failure && typeof failure === 'object' && 'text' in failure
        ? String(failure.text)
        : response.statusText;
    throw toHttpError(response.status, failure, `${response.status}: ${message}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let whole = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = decoder.decode(value, { stream: true });
    whole += chunk;
    onChunk(chunk);
  }
  return whole;
}

/** Calls (spec §7 "Calls (phone)"): the call dialog, the live socket's token, the AI analysis. */
export function callMethods(client: AxiosInstance) {
  return {
    /** `GET /user/websocket/token` (scene siteNotice): the live socket's token. */
    websocketToken: async () =>
      (
        await request(client, 'GET', API_PATHS.session.websocketToken, socketTokenSchema, {
          scene: 'siteNotice',
        })
      ).websocket_token,
    /** The active call, `undefined` when there is none. */
    latestCall: () => request(client, 'GET', API_PATHS.calls.latest, latestCallSchema),
    getCall: (id: CallRecord['id']) =>
      request(client, 'GET', fillPath(API_PATHS.calls.detail, { id }), callDetailSchema),
    /** An outgoing call (type 0) to a customer: the new call, shown by the call dialog. */
    callCustomer: (customerId: number) =>
      request(client, 'POST', API_PATHS.calls.callOut, callDetailSchema, {
        customer_id: customerId,
        type: 0,
      }),
    answerCall: (id: CallRecord['id']) =>
      request(client, 'PUT', fillPath(API_PATHS.calls.answer, { id }), emptyAnswer),
    closeCall: (id: CallRecord['id'], body: CloseCallBody = {}) =>
      request(client, 'PUT', fillPath(API_PATHS.calls.close, { id }), closeAnswerSchema, body),
    noAnswerCall: (id: CallRecord['id']) =>
      request(client, 'PUT', fillPath(API_PATHS.calls.noAnswer, { id }), emptyAnswer),
    /** A missed call's "ignore" (spec §4): handled without a call back, it no longer counts. */
    ignoreCall: (id: CallRecord['id']) =>
      request(client, 'PUT', fillPath(API_PATHS.calls.ignore, { id }), emptyAnswer),
    saveAiResult: (id: CallRecord['id'], result: string) =>
      request(client, 'POST', fillPath(API_PATHS.calls.saveAiResult, { id }), emptyAnswer, {
        ai_analysis_result: result,
      }),
    /** `ai-login` (site_id, username); the token is kept as `AI-Token`. */
    aiLogin: async (params: { site_id?: string | number; username?: string }) => {
      const token = await request(client, 'POST', API_PATHS.calls.aiLogin, aiLoginSchema, params);
      if (typeof localStorage !== 'undefined') localStorage.setItem(AI_TOKEN_KEY, token);
      return token;
    },
    callStats: (params: { start_date: string; end_date: string }) =>
      request(client, 'GET', API_PATHS.calls.stats, callStatsSchema, params),
    /** Demo API only: pushes a simulated call, alert or notice over the live socket. */
    demoSimulate: (kind: SimulateKind) =>
      request(client, 'POST', API_PATHS.demo.simulate, emptyAnswer, { kind }),
  };
}
