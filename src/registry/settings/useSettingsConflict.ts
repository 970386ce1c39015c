import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { SettingsField, SettingsSection, SettingsValues } from '../../../dataProvider/methods';
import { toPlainText } from '../../../resources/core/richText';
import { plainValue, useFormConflict, type FormConflict } from '../../components/conflict/useFormConflict';
import { isMaskedSecret, toSwitch } from './SettingsFieldInput';

/** The values of a settings form as it saves them: every field of the sections (missing = empty). */
export function formValues(
  sections: readonly SettingsSection[],
  values: Readonly<Record<string, unknown>>,
): SettingsValues {
  const out: SettingsValues = {};
  for (const section of sections)
    for (const f of section.fields) {
      const value = values[f.name];
      out[f.name] =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
    }
  return out;
}

type Translate = ReturnType<typeof useTranslate>;

/**
 * A value as the merge view shows it: a choice by its name, a switch as yes / no, rich text as its
 * text. A secret is never shown: the server's stars stay stars, a typed one reads "changed".
 */
function settingText(field: SettingsField | undefined, value: unknown, t: Translate, keys: boolean): string {
  if (value === undefined || value === null || value === '') return '';
  const text = (s: string) => (keys ? t(s) : s);
  switch (field?.type) {
    case 'secret':
      return isMaskedSecret(value) ? String(value) : t('app.settings.secret_changed');
    case 'switch':
      return t(toSwitch(value) ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'select': {
      const choice = field.choices?.find((c) => String(c.id) === String(value));
      return choice ? text(choice.name) : plainValue(value);
    }
    case 'richtext':
      return toPlainText(value);
    default:
      return plainValue(value);
  }
}

/**
 * The conflict handling of a settings page (`useFormConflict`): the fields of its sections, their
 * labels from the page's definition (i18n keys of declared sections, the server's text otherwise).
 */
export function useSettingsConflict(input: {
  sections: readonly SettingsSection[];
  keys: boolean;
  record: SettingsValues;
  resave: (values: Record<string, unknown>, revision: number | undefined) => Promise<unknown>;
}): FormConflict {
  const { sections, keys, record, resave } = input;
  const translate = useTranslate();
  const byName = useMemo(
    () => new Map(sections.flatMap((s) => s.fields.map((f) => [f.name, f] as const))),
    [sections],
  );
  const fields = useMemo(() => [...byName.keys()], [byName]);
  return useFormConflict({
    record,
    fields,
    labelOf: (name) => {
      const field = byName.get(name);
      return field ? (keys ? translate(field.label) : field.label) : name;
    },
    formatValue: (name, value) => settingText(byName.get(name), value, translate, keys),
    resave,
  });
}
