import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, CallRecord } from '../../../dataProvider';
import { useBackgroundDataProvider } from '../../platform/background';
import { CUSTOMER_CALL_FLAG } from './callModel';
import { liveSocket, type SocketMessage } from './liveSocket';

export type { SocketMessage } from './liveSocket';

/** Query keys of the calls domain. */
export const callKeys = {
  all: ['calls'] as const,
  latest: ['calls', 'latest'] as const,
  detail: (id: CallRecord['id']) => ['calls', 'detail', String(id)] as const,
};

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

/**
 * Dials a customer (an outgoing call, type 0): the new call becomes the active one, so the call
 * dialog opens on it at once (used by the customer detail page's Call button).
 */
export function useCallCustomer() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => dataProvider.callCustomer(customerId),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(call.id), call);
      queryClient.setQueryData(callKeys.latest, call);
    },
  });
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
