import { useEffect, useRef, type ReactElement } from 'react';
import { registerDraftSource } from './drafts';
import { DraftOffer, useDraftPlace } from './DraftOffer';

export type DraftValues = Record<string, unknown>;

/**
 * `<DraftKeeper>` for a form kept in React state instead of react-hook-form: its values go into a
 * draft before a reload the user did not ask for (drafts.ts: secrets left out, 24 hours, per
 * user), and the same user is asked "restore unsaved changes?" when the form mounts again.
 *
 * `id` names the form on its page; `values` are what is worth keeping, `undefined` while the form
 * holds nothing of the user's (clean); `restore` puts kept values back. Render what it returns:
 *
 *     const draft = useDraft('remark', content.trim() ? { content } : undefined, (v) => setContent(String(v.content ?? '')));
 *     return <form>…{draft}</form>;
 */
export function useDraft(
  id: string,
  values: DraftValues | undefined,
  restore: (values: DraftValues) => void,
): ReactElement {
  const place = useDraftPlace(id);
  const { userId, path } = place;
  const current = useRef(values);
  const restoreTo = useRef(restore);
  useEffect(() => {
    current.current = values;
    restoreTo.current = restore;
  }, [values, restore]);

  useEffect(() => {
    if (!userId) return;
    return registerDraftSource(() =>
      current.current ? { userId, path, form: id, values: current.current, savedAt: Date.now() } : undefined,
    );
  }, [userId, path, id]);

  return <DraftOffer place={place} onRestore={(kept) => restoreTo.current(kept)} />;
}
