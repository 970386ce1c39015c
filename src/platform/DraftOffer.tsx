import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { dropDraft, findDraft } from './drafts';
import { tabIdentity } from './routes';
import { useSession } from './session';

/** Where a form's draft lives: its user, its page (the tab's identity) and, on a page of several forms, its id. */
export interface DraftPlace {
  /** Undefined while nobody is signed in: nothing is kept or offered then. */
  userId?: string;
  path: string;
  form?: string;
}

/**
 * The place of a form's draft on the current page. The page is its tab's identity, so that the
 * detail pages of two customers (`/customer/detail?id=3`, `?id=4`) keep their drafts apart.
 */
export function useDraftPlace(form?: string): DraftPlace {
  const { pathname, search } = useLocation();
  const session = useSession();
  const userId = session ? String(session.id) : undefined;
  const path = tabIdentity(pathname, search);
  return useMemo(() => ({ userId, path, form }), [userId, path, form]);
}

/**
 * Asks "restore unsaved changes?" when the user has a kept draft of this form (issue 9): Restore
 * hands its values to `onRestore`, Discard (or Esc) drops them; either way the draft is forgotten.
 */
export function DraftOffer({
  place,
  onRestore,
}: {
  place: DraftPlace;
  onRestore: (values: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { userId, path, form } = place;
  // The place whose kept draft was answered (restored or discarded) in this visit.
  const [answered, setAnswered] = useState<DraftPlace>();
  const offer = useMemo(
    () => (userId && answered !== place ? findDraft(userId, path, form) : undefined),
    [answered, place, userId, path, form],
  );

  const close = (restore: boolean) => {
    if (!offer || !userId) return;
    if (restore) onRestore(offer.values);
    dropDraft(userId, offer.path, offer.form);
    setAnswered(place);
  };

  return (
    <Dialog open={!!offer} onClose={() => close(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.drafts.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.drafts.question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{translate('app.drafts.discard')}</Button>
        <Button variant="contained" onClick={() => close(true)} autoFocus>
          {translate('app.drafts.restore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
