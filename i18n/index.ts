/**
 * The i18n layer: catalogues (react-admin syntax, converted for i18next), locale detection and
 * persistence, and react-admin's i18nProvider. Layout:
 * - `<locale>/ra.ts`: react-admin's own messages; `<locale>/app.ts`: the app's strings (`app.*`);
 * - `resources/<resource-name>.ts`: one resource's labels in both languages (`resources.<name>.*`),
 *   picked up automatically.
 */
export {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  applyLocale,
  detectInitialLocale,
  getCurrentLocale,
  isAppLocale,
  persistLocale,
  toAppLocale,
  toHeaderLocale,
  type AppLocale,
  type HeaderLocale,
} from './locale';
export { messages, resourceCatalogues, sources, toI18nextMessages, type LocaleCatalogue } from './messages';
export {
  AVAILABLE_LOCALES,
  createI18nProvider,
  type AppI18nProvider,
  type I18nProviderOptions,
  type TranslateOptions,
} from './provider';
export {
  defineResourceMessages,
  type DeepStrings,
  type RaMessages,
  type ResourceCatalogue,
  type ResourceMessages,
  type StringTree,
} from './types';
