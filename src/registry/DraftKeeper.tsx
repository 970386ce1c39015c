import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { dropDraft, findDraft, registerDraftSource } from './drafts';
import { useSession } from './session';

/**
 * Inside a generated form: keeps its dirty values through a forced logout (E02) and, when the same
 * user opens the same form again, asks "restore unsaved changes?" (issue 9).
 */
export function DraftKeeper() {
  const translate = useTranslate();
  const form = useFormContext();
  const { pathname } = useLocation();
  const session = useSession();
  const userId = session ? String(session.id) : undefined;
  // Subscribed here, so the snapshot reads the current dirty fields at any moment.
  const { dirtyFields } = useFormState({ control: form.control });
  const dirty = useRef(dirtyFields);
  useEffect(() => {
    dirty.current = dirtyFields;
  }, [dirtyFields]);
  // The page whose kept draft was answered (restored or discarded) in this visit.
  const [answered, setAnswered] = useState<string>();
  const offer = useMemo(
    () => (userId && answered !== pathname ? findDraft(userId, pathname) : undefined),
    [answered, pathname, userId],
  );

  useEffect(() => {
    if (!userId) return;
    return registerDraftSource(() => {
      // Dirty fields only: a failed save (react-admin catches it) still counts as a submitted form.
      if (Object.keys(dirty.current).length === 0) return undefined;
      return { userId, path: pathname, values: form.getValues(), savedAt: Date.now() };
    });
  }, [form, pathname, userId]);

  const close = (restore: boolean) => {
    if (!offer || !userId) return;
    if (restore) {
      for (const [name, value] of Object.entries(offer.values))
        form.setValue(name, value, { shouldDirty: true, shouldValidate: false });
    }
    dropDraft(userId, offer.path);
    setAnswered(offer.path);
  };

  return (
    <Dialog open={!!offer} onClose={() => close(false)} aria-labelledby="draft-restore-title">
      <DialogTitle id="draft-restore-title">{translate('app.drafts.title')}</DialogTitle>
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
