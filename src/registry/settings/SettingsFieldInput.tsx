import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  PasswordInput,
  regex,
  required,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { SettingsField } from '../../../dataProvider/methods';
import { isEmptyHtml, toPlainText } from '../../../resources/core/richText';
import { IntegerInput, MoneyInput } from '../../components/number';
import { RichTextEditorInput } from '../../components/richText/RichTextInput';
import { CopyableTextInput } from './CopyableTextInput';

/** A secret as the server answers it: stars, which keep the saved value when sent back. */
export const isMaskedSecret = (value: unknown) => typeof value === 'string' && /^\*{8,}$/.test(value);

/** An emptied editor leaves `<p></p>`: required rich text says "required" then too. */
const requiredRichText: Validator = (value) => (isEmptyHtml(value) ? 'ra.validation.required' : undefined);

/** The validators a field's description implies. */
function validatorsOf(field: SettingsField): Validator[] {
  const list: Validator[] = [];
  if (field.readonly) return list;
  if (field.required) list.push(field.type === 'richtext' ? requiredRichText : required());
  if (field.pattern) {
    // The message is an i18n key or the server's text: react-admin translates both (text stays text).
    const matches = regex(new RegExp(field.pattern), field.invalid);
    list.push((value, values) =>
      field.type === 'secret' && isMaskedSecret(value) ? undefined : matches(value, values),
    );
  }
  const numeric = field.type === 'integer' || field.type === 'money';
  if (numeric && field.min !== undefined) list.push(minValue(field.min));
  if (numeric && field.max !== undefined) list.push(maxValue(field.max));
  if (!numeric && field.max !== undefined) {
    // Rich text is as long as its text, not its markup.
    const tooLong = maxLength(field.max);
    list.push(field.type === 'richtext' ? (value, values) => tooLong(toPlainText(value), values) : tooLong);
  }
  return list;
}

export const toSwitch = (value: unknown) => value === true || value === 1 || value === '1';
const fromSwitch = (value: unknown) => (value ? 1 : 0);

/** Fields that take a whole row. */
export const isWideSetting = (field: SettingsField) => field.type === 'textarea' || field.type === 'richtext';

/**
 * One input of a settings form. `keys`: the labels, help texts and choices are i18n keys (declared
 * sections); otherwise they are the options endpoint's text, shown as text.
 */
export function SettingsFieldInput({ field, keys }: { field: SettingsField; keys: boolean }) {
  const translate = useTranslate();
  const text = (value: string) => (keys ? translate(value) : value);
  const common = {
    source: field.name,
    label: text(field.label),
    helperText: field.help ? text(field.help) : false,
    validate: validatorsOf(field),
    fullWidth: true,
  } as const;
  const unit = field.unit ? text(field.unit) : undefined;
  if (field.readonly) return <CopyableTextInput {...common} />;
  switch (field.type) {
    case 'secret':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'integer':
      return <IntegerInput {...common} min={field.min} max={field.max} suffix={unit} />;
    case 'money':
      return <MoneyInput {...common} max={field.max} suffix={unit} />;
    case 'switch':
      return <BooleanInput {...common} format={toSwitch} parse={fromSwitch} />;
    case 'select':
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).map((c) => ({ id: c.id, name: text(c.name) }))}
          translateChoice={false}
        />
      );
    case 'richtext':
      // Issue 16 point 5: notices and introductions are formatted, in the tall editor (spec §9).
      return (
        <RichTextEditorInput
          source={common.source}
          label={common.label}
          helperText={common.helperText}
          validate={common.validate}
          isRequired={!!field.required}
          height={440}
        />
      );
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    default:
      return <TextInput {...common} />;
  }
}
