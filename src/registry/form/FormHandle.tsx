import { useEffect, type RefObject } from 'react';
import { useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** What a form lends the component that owns its `onSubmit`. */
export interface FormHandleValue {
  form: UseFormReturn<FieldValues>;
  /** The values the form started from: its defaults, as last reset (a save, theirs after a conflict). */
  startedFrom: Readonly<FieldValues>;
}

/**
 * Inside a react-admin `Form`: lends the form to the component that owns its `onSubmit`, which
 * react-admin calls with the values only. A save that sends what changed compares them with
 * `startedFrom`; a saved form is reset to what it saved with `form.reset`.
 */
export function FormHandle({ handleRef }: { handleRef: RefObject<FormHandleValue | null> }) {
  const form = useFormContext();
  // Subscribed to `isDirty`, the handle renders again at each reset, which brings new defaults.
  const { defaultValues, isDirty } = useFormState();
  useEffect(() => {
    handleRef.current = { form, startedFrom: defaultValues ?? {} };
  }, [form, defaultValues, isDirty, handleRef]);
  return null;
}
