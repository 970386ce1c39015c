import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { noteRestored, recentlyRestored, registerDraftSource, withoutSecrets } from './drafts';
import { DraftOffer, useDraftPlace } from './DraftOffer';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The inputs of a form that take a password or another secret (react-admin's `PasswordInput`). */
const SECRET_INPUTS = 'input[type="password"][name], input[autocomplete$="-password"][name]';

/** The names of the secret inputs inside `form` (their values never go into a draft). */
function secretInputsOf(form: Element | null | undefined): string[] {
  return form ? [...form.querySelectorAll<HTMLInputElement>(SECRET_INPUTS)].map((input) => input.name) : [];
}

export interface DraftKeeperProps {
  /**
   * Which form of the page, for a page that holds several (`customer-profile`); a page's only
   * form needs none.
   */
  id?: string;
  /** Fields whose values are secrets besides those drafts.ts recognises (dotted paths). */
  secrets?: readonly string[];
}

/**
 * Inside a react-hook-form form (react-admin's `<SimpleForm>` or `<Form>`): keeps its dirty values
 * through a reload the user did not ask for (E02, another tab's login or logout, a chunk reload)
 * and, when the same user opens the same form again, asks "restore unsaved changes?" (issue 9).
 * Secrets are left out (drafts.ts). One line opts a form in: `<DraftKeeper id="customer-profile" />`.
 */
export function DraftKeeper({ id, secrets }: DraftKeeperProps) {
  const form = useFormContext();
  const place = useDraftPlace(id);
  const { userId, path } = place;
  // Inside the <form>: the anchor finds its password inputs.
  const anchor = useRef<HTMLSpanElement>(null);
  // Subscribed here, so the snapshot reads the current dirty fields at any moment.
  const { dirtyFields } = useFormState({ control: form.control });
  const dirty = useRef(dirtyFields);
  const extraSecrets = useRef(secrets);
  useEffect(() => {
    dirty.current = dirtyFields;
    extraSecrets.current = secrets;
  }, [dirtyFields, secrets]);

  useEffect(() => {
    if (!userId) return;
    return registerDraftSource(() => {
      // Dirty fields only: a failed save (react-admin catches it) still counts as a submitted form.
      if (Object.keys(dirty.current).length === 0) return undefined;
      const hidden = [...(extraSecrets.current ?? []), ...secretInputsOf(anchor.current?.closest('form'))];
      const values = withoutSecrets(form.getValues(), hidden) as Record<string, unknown>;
      return { userId, path, form: id, values, savedAt: Date.now() };
    });
  }, [form, path, userId, id]);

  const apply = (values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values))
      form.setValue(name, value, { shouldDirty: true, shouldValidate: false });
  };
  // Restored values survive a reset or remount of the form while the page settles (drafts.ts).
  const clean = Object.keys(dirtyFields).length === 0;
  useEffect(() => {
    if (!userId || !clean) return;
    const values = recentlyRestored(userId, path, id);
    if (!values) return;
    // After this commit's effects: the form's own reset on mount is a parent's effect, run after ours.
    const timer = setTimeout(() => apply(values), 0);
    return () => clearTimeout(timer);
    // `apply` only reads the form, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, path, id, clean]);

  // A reset of this form (its defaults settling) that wipes what was just restored: apply it again.
  useEffect(() => {
    if (!userId) return;
    const { unsubscribe } = form.watch((values, { name }) => {
      if (name !== undefined) return; // one field changed: the user typing, not a reset
      const kept = recentlyRestored(userId, path, id);
      if (!kept || Object.entries(kept).some(([key, value]) => isSet(value) && values[key] === value)) return;
      setTimeout(() => apply(kept), 0);
    });
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, userId, path, id]);

  const restore = (values: Record<string, unknown>) => {
    apply(values);
    if (userId) noteRestored(userId, path, values, id);
  };

  return (
    <>
      <span ref={anchor} hidden />
      <DraftOffer place={place} onRestore={restore} />
    </>
  );
}
