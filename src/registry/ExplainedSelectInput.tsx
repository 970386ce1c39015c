import { SelectInput, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldMeta } from '../../resources/core/meta';
import { useExplanation } from '../components/HelpHint';

type Explanations = NonNullable<FieldMeta['explanations']>;

/**
 * A select whose choices are explained (issue 16 point 9): once a value is chosen, its
 * explanation's note shows under the input (a service record's type → what that service is).
 */
export function ExplainedSelectInput({
  explanations,
  ...props
}: SelectInputProps & { source: string; explanations: Explanations }) {
  const value: unknown = useWatch({ name: props.source });
  const name =
    value === undefined || value === null || value === '' ? undefined : explanations.names[String(value)];
  const note = useExplanation(explanations.type, name);
  // A note replaces the field's own help only while there is one (a stable line keeps the layout).
  return <SelectInput {...props} helperText={note ?? props.helperText} />;
}
