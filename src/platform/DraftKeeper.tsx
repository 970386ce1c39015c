import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { dropDraft, findDraft, noteRestored, recentlyRestored, registerDraftSource } from './drafts';
import { useSession } from './session';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

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

  const apply = (values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values))
      form.setValue(name, value, { shouldDirty: true, shouldValidate: false });
  };
  // Restored values survive a reset or remount of the form while the page settles (drafts.ts).
  const clean = Object.keys(dirtyFields).length === 0;
  useEffect(() => {
    if (!userId || !clean) return;
    const values = recentlyRestored(userId, pathname);
    if (!values) return;
    // After this commit's effects: the form's own reset on mount is a parent's effect, run after ours.
    const timer = setTimeout(() => apply(values), 0);
    return () => clearTimeout(timer);
    // `apply` only reads the form, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, pathname, clean]);

  // A reset of this form (its defaults settling) that wipes what was just restored: apply it again.
  useEffect(() => {
    if (!userId) return;
    const { unsubscribe } = form.watch((values, { name }) => {
      if (name !== undefined) return; // one field changed: the user typing, not a reset
      const kept = recentlyRestored(userId, pathname);
      if (!kept || Object.entries(kept).some(([key, value]) => isSet(value) && values[key] === value)) return;
      setTimeout(() => apply(kept), 0);
    });
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, userId, pathname]);

  const close = (restore: boolean) => {
    if (!offer || !userId) return;
    if (restore) {
      apply(offer.values);
      noteRestored(userId, offer.path, offer.values);
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
