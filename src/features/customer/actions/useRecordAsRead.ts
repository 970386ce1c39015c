import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { conflictOf, revisionOf } from '../../../../dataProvider';
import { failureText } from '../../../platform/mutations';

/**
 * The customer as a record action's dialog last read it (issue 40 point 1): the row's record, then,
 * after a stale save (409), the server's `current`. The dialog shows its values, sends its
 * `revision` with the next save and keeps what the user typed; a failure's text is the server's
 * own for a stale save, `<status>: <text>` (E04) otherwise.
 */
export function useRecordAsRead(record: RaRecord) {
  const [latest, setLatest] = useState<RaRecord>(record);
  return {
    record: latest,
    revision: revisionOf(latest),
    /** Takes the server's record from a stale save's answer (other failures change nothing). */
    onError: (error: unknown) => {
      const conflict = conflictOf(error);
      if (conflict) setLatest((previous) => ({ ...previous, ...conflict.current, id: previous.id }));
    },
    errorText: (error: unknown) => conflictOf(error)?.text ?? failureText(error),
  };
}
