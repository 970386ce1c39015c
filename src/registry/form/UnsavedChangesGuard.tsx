import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { tokens } from '../../../dataProvider/tokens';

/**
 * What a form's save tells its guard (issue 40 point 5): which values the server accepted. Create
 * one per form (`const [mark] = useState(() => new SaveMark())`), give it to the guard, call
 * `mark.saving()` when the save starts and `mark.saved()` in its success callback, before any
 * redirect. The guard then lets the form go while its values are still those sent. A failed save
 * (500, 403, timeout, offline) never calls `saved()`, so leaving still asks.
 */
export class SaveMark {
  private read: (() => unknown) | undefined;
  private sending: string | undefined;
  private values: string | undefined;

  /** The guard lends the form's values. */
  attach(read: () => unknown): void {
    this.read = read;
  }

  /** A save starts: remembers the values it sends (what the user types meanwhile is not saved). */
  saving(): void {
    this.sending = JSON.stringify(this.read?.() ?? null);
  }

  /** The save succeeded. */
  saved(): void {
    this.values = this.sending ?? JSON.stringify(this.read?.() ?? null);
    this.sending = undefined;
  }

  /** Whether the form's values are the ones last saved. */
  holds(): boolean {
    return this.values !== undefined && this.values === JSON.stringify(this.read?.() ?? null);
  }
}

export interface UnsavedChangesGuardProps {
  /** The form's save mark; without it the form counts as saved only once clean (reset or unmounted). */
  saved?: SaveMark;
}

/**
 * Inside a form: leaving it while it has unsaved changes asks first (in-app navigation, a closing
 * tab of the tab bar, and the browser's own tab through `beforeunload`); staying keeps every value.
 * "Unsaved" means dirty and not saved: a form is saved when its save succeeded (`saved` mark) or
 * it was reset to what it saved. react-hook-form's `isSubmitSuccessful` is not used: react-admin
 * swallows a failed save's error, so the form counted as submitted after a 500.
 *
 * It replaces react-admin's `warnWhenUnsavedChanges`, which asks only when the blocker's state
 * *string* changes: the router commits its updates in transitions, so a second attempt right after
 * "cancel" (blocked → unblocked → blocked in one commit) was blocked without asking, and every later
 * navigation with it. This guard answers each blocked attempt (a new blocker object) once.
 */
export function UnsavedChangesGuard({ saved }: UnsavedChangesGuardProps) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  // Read when the user leaves, so a save that succeeded just before its redirect counts.
  useEffect(() => saved?.attach(getValues), [saved, getValues]);
  const unsaved = () => dirty && !(saved?.holds() ?? false);
  // Signed out (a logout the user confirmed, an expired session): nothing can be saved any more,
  // and the way to the login page is never held (issue 40 point 7).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && unsaved() && tokens.authorization() !== null,
  );

  const answered = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || answered.current === blocker) return;
    answered.current = blocker;
    // Saved or reset in the meantime: nothing to lose.
    if (!dirty || saved?.holds() || window.confirm(translate('ra.message.unsaved_changes')))
      blocker.proceed();
    else blocker.reset();
  }, [blocker, dirty, saved, translate]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!saved?.holds()) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty, saved]);

  return null;
}
