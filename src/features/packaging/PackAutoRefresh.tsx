import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { isPending } from './packModel';

/** How often the list asks again while a build or an audit is under way. */
export const PACK_POLL_MS = 2000;

/** While a package on the page is building or in audit, the list asks again until the server is done. */
export function PackAutoRefresh() {
  const { data, refetch } = useListContext();
  const waiting = (data ?? []).some((record) => isPending(record.status));
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void refetch(), PACK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, refetch]);
  return null;
}
