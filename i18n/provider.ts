import { createInstance, type i18n as I18next, type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nProvider, Locale } from 'ra-core';
import {
  LOCALES,
  LOCALE_NAMES,
  applyLocale,
  detectInitialLocale,
  persistLocale,
  toAppLocale,
  type AppLocale,
} from './locale';
import { baseMessagesOf } from './base';
import { toI18nextText } from './convert';

type AdminMessagesModule = typeof import('./adminMessages');

/** The languages offered by react-admin's `<LocalesMenuButton>`. */
export const AVAILABLE_LOCALES: readonly Locale[] = LOCALES.map((locale) => ({
  locale,
  name: LOCALE_NAMES[locale],
}));

/** Options react-admin passes to `translate`: interpolation values, `_` (default text), `smart_count`. */
export interface TranslateOptions {
  _?: string;
  smart_count?: number;
  [value: string]: unknown;
}

export interface AppI18nProvider extends I18nProvider {
  translate: (key: string, options?: TranslateOptions) => string;
  changeLocale: (locale: string) => Promise<void>;
  getLocale: () => AppLocale;
  getLocales: () => Locale[];
  /** The i18next instance behind the provider (also given to react-i18next). */
  i18next: I18next;
  /**
   * Adds what the admin needs beyond the login page (its own chunk): the other features' strings
   * and the resources' labels; resolves at once when they are there.
   */
  loadResourceMessages: () => Promise<void>;
}

export interface I18nProviderOptions {
  /** Load the admin's strings and labels before resolving (the admin); the login page does without. */
  withResources?: boolean;
}

/** A key as the catalogues write them (`app.list.total`), as opposed to a plain text passed through. */
const KEY_PATTERN = /^[\w-]+(\.[\w-]+)+$/;
const warned = new Set<string>();

function warnMissing(key: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[i18n] missing translation: ${key}`);
}

/** Picks the form of a react-admin default text (`'one |||| other'`) for a count. */
function defaultText(text: string, locale: AppLocale, count: number | undefined): string {
  const forms = text.split(' |||| ');
  const form =
    forms.length > 1 && count !== undefined && new Intl.PluralRules(locale).select(count) === 'one'
      ? forms[0]
      : forms[forms.length - 1];
  return toI18nextText(forms.length > 1 ? form : text);
}

/**
 * Creates and initialises a dedicated i18next instance (never the global one) with the app's
 * catalogues, and returns react-admin's i18nProvider on top of it. The chosen language is
 * persisted; every language change updates the current locale, dayjs and `<html lang>`.
 */
export async function createI18nProvider(
  initialLocale: AppLocale = detectInitialLocale(),
  { withResources = true }: I18nProviderOptions = {},
): Promise<AppI18nProvider> {
  const instance = createInstance();
  instance.on('languageChanged', (language: string) => applyLocale(toAppLocale(language)));
  // A locale's catalogues are added the first time it is used (the page's language at once, another
  // one when the user switches to it): a page load converts one language, not two (issue 8).
  let admin: AdminMessagesModule | undefined;
  const withBase = new Set<AppLocale>([initialLocale]);
  const withAdmin = new Set<AppLocale>();
  const addCatalogues = (locale: AppLocale) => {
    if (!withBase.has(locale)) {
      // A copy: adding the admin's messages extends it, never the shared object.
      instance.addResourceBundle(locale, 'translation', { ...baseMessagesOf(locale) }, true, false);
      withBase.add(locale);
    }
    if (admin && !withAdmin.has(locale)) {
      instance.addResourceBundle(locale, 'translation', admin.adminMessagesOf(locale), true, false);
      withAdmin.add(locale);
    }
  };
  await instance.use(initReactI18next).init({
    resources: { [initialLocale]: { translation: { ...baseMessagesOf(initialLocale) } } },
    lng: initialLocale,
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    // Texts such as `500: Server error` are passed through translate: `:` is no namespace separator.
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });

  const getLocale = (): AppLocale => toAppLocale(instance.resolvedLanguage ?? instance.language);

  const translate = (key: string, options: TranslateOptions = {}): string => {
    const { _: defaultMessage, ...values } = options;
    const count = typeof options.smart_count === 'number' ? options.smart_count : undefined;
    const tOptions: TOptions = { ...values };
    if (count !== undefined) tOptions.count = count;
    if (typeof defaultMessage === 'string')
      tOptions.defaultValue = defaultText(defaultMessage, getLocale(), count);
    else if (import.meta.env.DEV && KEY_PATTERN.test(key) && !instance.exists(key, tOptions))
      warnMissing(key);
    return String(instance.t(key, tOptions));
  };

  let resourcesLoaded: Promise<void> | undefined;
  const loadResourceMessages = (): Promise<void> => {
    resourcesLoaded ??= import('./adminMessages').then((module) => {
      admin = module;
      for (const locale of withBase) addCatalogues(locale);
    });
    return resourcesLoaded;
  };
  if (withResources) await loadResourceMessages();

  return {
    translate,
    loadResourceMessages,
    changeLocale: async (locale: string) => {
      const next = toAppLocale(locale);
      persistLocale(next);
      addCatalogues(next);
      await instance.changeLanguage(next);
    },
    getLocale,
    getLocales: () => [...AVAILABLE_LOCALES],
    i18next: instance,
  };
}
