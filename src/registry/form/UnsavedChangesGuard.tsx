import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/**
 * Inside a form: leaving it while it has unsaved changes asks first (in-app navigation, a closing
 * tab of the tab bar, and the browser's own tab through `beforeunload`); staying keeps every value.
 *
 * It replaces react-admin's `warnWhenUnsavedChanges`, which asks only when the blocker's state
 * *string* changes: the router commits its updates in transitions, so a second attempt right after
 * "cancel" (blocked → unblocked → blocked in one commit) was blocked without asking, and every later
 * navigation with it. This guard answers each blocked attempt (a new blocker object) once.
 */
export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && nextLocation.pathname !== currentLocation.pathname,
  );

  const answered = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || answered.current === blocker) return;
    answered.current = blocker;
    // Saved or reset in the meantime (a successful save redirects in the same tick): nothing to lose.
    if (!dirty || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, dirty, translate]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);

  return null;
}
