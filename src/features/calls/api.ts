import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import {
  aiToken,
  streamAiText,
  type AppDataProvider,
  type CallRecord,
  type SimulateKind,
} from '../../../dataProvider';
import { useBackgroundDataProvider } from '../../platform/background';
import { STAT_COUNTS_KEY } from '../../platform/counters';
import { defineMutation, useAppMutation } from '../../platform/mutations';
import { CUSTOMER_CALL_FLAG } from './callModel';
import { liveSocket, socketUrl, type SocketMessage, type SocketProblem } from './liveSocket';

export type { SocketMessage, SocketProblem } from './liveSocket';

/** The call records' resource: react-admin's list queries start with its name. */
const CALL_LIST = 'worker-call';

/** Query keys of the calls domain. */
export const callKeys = {
  all: ['calls'] as const,
  latest: ['calls', 'latest'] as const,
  detail: (id: CallRecord['id']) => ['calls', 'detail', String(id)] as const,
  stats: (start: string, end: string) => ['calls', 'stats', start, end] as const,
};

/**
 * Opens the app's one live connection while a user is signed in (its token asked in the
 * background: a failure only leaves the socket closed) and closes it when the layout goes away.
 */
export function useLiveConnection(sessionId: number | string | undefined, siteDomain: string | undefined) {
  const dataProvider = useBackgroundDataProvider();
  useEffect(() => {
    if (sessionId === undefined) return;
    liveSocket.start(async () => {
      const token = await dataProvider.websocketToken().catch(() => undefined);
      if (!token) return undefined;
      return socketUrl(siteDomain || window.location.host, token, window.location.protocol);
    });
    return () => liveSocket.stop();
  }, [sessionId, siteDomain, dataProvider]);
}

/**
 * Every message of the live socket (S03) but pings, for as long as the calling component is
 * mounted; other features (notices) use it to react to pushed notices.
 */
export function useLiveSocketMessages(listener: (message: SocketMessage) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => liveSocket.subscribe((message) => latest.current(message)), []);
}

/** Whether the live socket is open (polls pause while it is: the server pushes instead). */
export function useLiveSocketOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => liveSocket.onStateChange(onChange),
    () => liveSocket.open,
    () => false,
  );
}

/**
 * Why the live socket cannot connect, if it cannot (issue 40): its address is refused by the
 * page's security policy, or never opens; `undefined` while it is open or still trying normally.
 */
export function useLiveSocketProblem(): SocketProblem | undefined {
  return useSyncExternalStore(
    (onChange) => liveSocket.onStateChange(onChange),
    () => liveSocket.problem,
    () => undefined,
  );
}

/** The active call (`get-latest-call`), refreshed on every route change by the call popup. */
export function useLatestCall(enabled: boolean) {
  const dataProvider = useBackgroundDataProvider();
  return useQuery({
    queryKey: callKeys.latest,
    queryFn: async () => (await dataProvider.latestCall()) ?? null,
    enabled,
    retry: false,
    throwOnError: false,
  });
}

/** One call with its customer, recording, transcript and saved analysis. */
export function useCall(id: CallRecord['id'] | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: callKeys.detail(id ?? ''),
    queryFn: () => dataProvider.getCall(id ?? ''),
    enabled: id !== undefined && id !== '',
    retry: false,
    throwOnError: false,
  });
}

/** Call statistics per worker and per day over a date range. */
export function useCallStats(start: string, end: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: callKeys.stats(start, end),
    queryFn: () => dataProvider.callStats({ start_date: start, end_date: end }),
    retry: false,
    throwOnError: false,
  });
}

/** What the AI analysis of a call sends, and how its progress is shown (S09). */
export interface AnalysisVars {
  id: CallRecord['id'];
  /** The transcript as text, speakers named in the user's language. */
  text: string;
  /** Who asks for an AI token when none is stored (`ai-login`). */
  account: { site_id?: string | number; username?: string };
  /** The analysis so far, each time a piece arrives. */
  onText?: (whole: string) => void;
  /** Called once the whole text is in and being saved. */
  onSaving?: () => void;
  /** Cancels at any moment: the analysis then ends as cancelled, not failed. */
  signal?: AbortSignal;
}

/** After `ai-login` when needed, the analysis streamed, then saved; cancelled: nothing is saved. */
async function analyseCall(dp: AppDataProvider, vars: AnalysisVars): Promise<{ cancelled: boolean }> {
  const signal = vars.signal ?? new AbortController().signal;
  try {
    if (!aiToken()) await dp.aiLogin(vars.account);
    let whole = '';
    await streamAiText(
      { text: vars.text },
      (chunk) => {
        whole += chunk;
        vars.onText?.(whole);
      },
      signal,
    );
    vars.onSaving?.();
    await dp.saveAiResult(vars.id, whole);
    return { cancelled: false };
  } catch (error) {
    if (signal.aborted) return { cancelled: true };
    throw error;
  }
}

/** A call's state changes: the active call and every call query are asked again. */
const afterCall = { invalidate: [callKeys.all] };

/** Writes of the calls domain (the mutation table test walks each one). */
export const callWrites = {
  // Calling a customer calls back their missed calls: the missed-call count goes down, and the
  // call lists are asked again (the new call, the missed ones handled); the rest of the page stays.
  callCustomer: defineMutation<number, CallRecord>({
    name: 'calls.callCustomer',
    call: (dp, customerId) => dp.callCustomer(customerId),
    invalidate: [STAT_COUNTS_KEY, [CALL_LIST]],
    refresh: false,
  }),
  answer: defineMutation<CallRecord['id']>({
    name: 'calls.answer',
    call: (dp, id) => dp.answerCall(id),
    done: 'app.calls.answered',
    ...afterCall,
  }),
  hangUp: defineMutation<
    { id: CallRecord['id']; gender?: number },
    Awaited<ReturnType<AppDataProvider['closeCall']>>
  >({
    name: 'calls.hangUp',
    call: (dp, { id, gender }) => dp.closeCall(id, gender === undefined ? {} : { gender }),
    done: 'app.calls.hung_up',
    ...afterCall,
  }),
  noAnswer: defineMutation<CallRecord['id']>({
    name: 'calls.noAnswer',
    call: (dp, id) => dp.noAnswerCall(id),
    done: { message: 'app.calls.marked_no_answer', type: 'info' },
    ...afterCall,
  }),
  // The banner and the call list follow at once.
  ignore: defineMutation<CallRecord['id']>({
    name: 'calls.ignore',
    call: (dp, id) => dp.ignoreCall(id),
    done: { message: 'app.calls.ignored', type: 'info' },
    invalidate: [callKeys.all, STAT_COUNTS_KEY],
  }),
  // An outgoing call is not announced by the socket: the popup finds it as the active call.
  simulate: defineMutation<SimulateKind>({
    name: 'calls.simulate',
    call: (dp, kind) => dp.demoSimulate(kind),
    invalidate: [callKeys.all],
    refresh: false,
  }),
  analyse: defineMutation<AnalysisVars, { cancelled: boolean }>({
    name: 'calls.analyse',
    call: analyseCall,
    done: ({ cancelled }) =>
      cancelled ? { message: 'app.calls.analysis.cancelled', type: 'info' } : 'app.calls.analysis.saved',
    invalidate: ({ id }, { cancelled }) => (cancelled ? [] : [callKeys.detail(id)]),
    refresh: false,
  }),
};

/**
 * Dials a customer (an outgoing call, type 0): the new call becomes the active one, so the call
 * dialog opens on it at once (used by the customer detail page's Call button).
 */
export function useCallCustomer() {
  const queryClient = useQueryClient();
  return useAppMutation(callWrites.callCustomer, {
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(call.id), call);
      queryClient.setQueryData(callKeys.latest, call);
    },
  });
}

export const useAnswerCall = () => useAppMutation(callWrites.answer);
export const useHangUp = () => useAppMutation(callWrites.hangUp);
export const useNoAnswer = () => useAppMutation(callWrites.noAnswer);
export const useIgnoreCall = () => useAppMutation(callWrites.ignore);
export const useSimulate = () => useAppMutation(callWrites.simulate);
export const useAnalyseCall = () => useAppMutation(callWrites.analyse);

/** A call closed elsewhere (the socket's `callClose`): every call query is asked again. */
export function useCallsChanged(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: callKeys.all });
}

/**
 * Whether the page of this customer was opened by a missed call's "call back" (spec §4: the
 * customer-call flag); the flag is cleared once read, so it counts for this opening only.
 */
export function useCalledBack(customerId: number): boolean {
  const [calledBack] = useState(
    () =>
      typeof sessionStorage !== 'undefined' &&
      sessionStorage.getItem(CUSTOMER_CALL_FLAG) === String(customerId),
  );
  useEffect(() => {
    if (calledBack) sessionStorage.removeItem(CUSTOMER_CALL_FLAG);
  }, [calledBack]);
  return calledBack;
}
