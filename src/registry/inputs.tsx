import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../resources/core/define';
import { DateRangeInput } from '../components/date-range';
import { RichTextEditorInput } from '../components/richText/RichTextInput';
import { PictureInput } from '../components/upload/UploadInputs';
import { IntegerInput, MoneyInput } from '../components/number';
import type { FieldInfo } from '../../resources/core/reader';
import { labelKeys } from '../platform/labels';
import { ExplainedSelectInput } from './ExplainedSelectInput';

interface InputProps {
  def: ResourceDefinition;
  /** Read by react-admin's filter form from the element's props. */
  source?: string;
  info: FieldInfo;
  /** Filters drop "required" markers and helper texts. */
  variant?: 'form' | 'filter';
  alwaysOn?: boolean;
}

/** Choices of an enum field, labelled by `resources.<r>.enums.<f>.<value>`. */
export function useChoices(def: ResourceDefinition, info: FieldInfo) {
  const translate = useTranslate();
  return (info.choices ?? []).map((value) => ({
    id: value,
    name: translate(labelKeys.choice(def.name, info.name, value), { _: String(value) }),
  }));
}

/** The generated input for one field, in forms and filters. */
export function FieldInput({ def, info, variant = 'form', alwaysOn }: InputProps) {
  const choices = useChoices(def, info);
  const Override = variant === 'filter' ? def.fields?.[info.name]?.filter : def.fields?.[info.name]?.input;
  if (Override) return <Override source={info.name} resource={def.name} />;
  const common = {
    source: info.name,
    // Required is enforced by the zod resolver; the asterisk is only a marker.
    isRequired: variant === 'form' && info.required,
    helperText: variant === 'filter' ? false : info.meta.helperKey ? info.meta.helperKey : undefined,
    ...(variant === 'filter' ? { alwaysOn } : {}),
  } as const;
  if (info.meta.reference) {
    const target = info.meta.reference;
    const optionText = target.display ?? 'name';
    return info.widget === 'references' ? (
      <ReferenceArrayInput source={info.name} reference={target.resource} alwaysOn={alwaysOn}>
        <AutocompleteArrayInput
          optionText={optionText}
          isRequired={common.isRequired}
          helperText={common.helperText}
        />
      </ReferenceArrayInput>
    ) : (
      <ReferenceInput source={info.name} reference={target.resource} alwaysOn={alwaysOn}>
        <AutocompleteInput
          optionText={optionText}
          isRequired={common.isRequired}
          helperText={common.helperText}
        />
      </ReferenceInput>
    );
  }
  switch (info.widget) {
    case 'select':
      return variant === 'form' && info.meta.explanations ? (
        <ExplainedSelectInput
          {...common}
          choices={choices}
          translateChoice={false}
          emptyText=""
          explanations={info.meta.explanations}
        />
      ) : (
        <SelectInput {...common} choices={choices} translateChoice={false} emptyText="" />
      );
    case 'boolean':
      return variant === 'filter' ? (
        <SelectInput
          {...common}
          choices={[
            { id: 'true', name: 'app.enums.boolean.true' },
            { id: 'false', name: 'app.enums.boolean.false' },
          ]}
        />
      ) : (
        <BooleanInput {...common} />
      );
    // V21: digits only / two decimals, clamped while typing and on paste.
    case 'number':
      return <IntegerInput {...common} min={info.min} max={info.max} />;
    case 'money':
      return <MoneyInput {...common} max={info.max} />;
    case 'date':
    case 'datetime':
      // Filters take a range with presets (spec §9): `<field>_gte` / `<field>_lte`.
      return variant === 'filter' ? (
        <DateRangeInput source={info.name} label={labelKeys.field(def.name, info.name)} alwaysOn={alwaysOn} />
      ) : (
        <DateInput {...common} />
      );
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'richtext':
      // The rich-text editor (issue 16 point 5) in forms; a filter searches its text.
      return variant === 'filter' ? (
        <TextInput {...common} />
      ) : (
        <RichTextEditorInput
          source={info.name}
          resource={def.name}
          isRequired={common.isRequired}
          helperText={common.helperText}
          height={info.meta.editorHeight}
        />
      );
    case 'textarea':
      return variant === 'filter' ? (
        <TextInput {...common} />
      ) : (
        <TextInput {...common} multiline minRows={3} />
      );
    case 'tags':
      return <TextArrayInput {...common} />;
    case 'image':
      // The picture uploader (issue 15); a filter keeps the address as text.
      return variant === 'filter' ? <TextInput {...common} /> : <PictureInput {...common} />;
    default:
      return <TextInput {...common} />;
  }
}
