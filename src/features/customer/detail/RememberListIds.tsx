import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { rememberListIds } from './detailModel';

/**
 * Bound to the customer lists (rendered in the list's context, shows nothing): keeps the ids of
 * the page on screen, so the detail page opened from it offers the previous and next customer.
 */
export function RememberListIds() {
  const { data } = useListContext();
  useEffect(() => {
    if (data) rememberListIds(data.map((record) => record.id));
  }, [data]);
  return null;
}
