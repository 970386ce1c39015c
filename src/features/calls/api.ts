import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, CallRecord } from '../../../dataProvider';
import { useBackgroundDataProvider } from '../../registry/background';
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
