import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  required,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { SettingsField } from '../../../dataProvider/methods';
import { IntegerInput, MoneyInput } from '../../components/number';

/** The validators a field's description implies. */
function validatorsOf(field: SettingsField): Validator[] {
  const list: Validator[] = [];
  if (field.required) list.push(required());
  const numeric = field.type === 'integer' || field.type === 'money';
  if (numeric && field.min !== undefined) list.push(minValue(field.min));
  if (numeric && field.max !== undefined) list.push(maxValue(field.max));
  if (!numeric && field.max !== undefined) list.push(maxLength(field.max));
  return list;
}

const toSwitch = (value: unknown) => value === true || value === 1 || value === '1';
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
  switch (field.type) {
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
    case 'textarea':
    case 'richtext':
      return <TextInput {...common} multiline minRows={field.type === 'richtext' ? 8 : 3} />;
    default:
      return <TextInput {...common} />;
  }
}
