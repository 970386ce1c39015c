import { useLocaleState, useTranslate } from 'react-admin';
import { toAppLocale } from '../../i18n/locale';
import { LanguageMenu } from './LanguageMenu';

/** Header language switch (zh-CN / en-US); the choice persists and drives the `local` header. */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <LanguageMenu locale={toAppLocale(locale)} onChange={setLocale} label={translate('app.language.label')} />
  );
}
