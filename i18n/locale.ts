import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';

/** The languages of the app, the first being the one of the business. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type AppLocale = (typeof LOCALES)[number];

/** Value of the `local` request header for a locale (spec §7). */
export type HeaderLocale = 'zh_CN' | 'en';

/** localStorage key of the language the user chose. */
export const LOCALE_STORAGE_KEY = 'blind.locale';

/** Each language in its own words, as the language switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<AppLocale, string>> = { 'zh-CN': '简体中文', 'en-US': 'English' };

const DAYJS_LOCALES: Readonly<Record<AppLocale, string>> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };
const HEADER_LOCALES: Readonly<Record<AppLocale, HeaderLocale>> = { 'zh-CN': 'zh_CN', 'en-US': 'en' };

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps any language tag onto a supported locale: `zh*` → zh-CN, anything else → en-US. */
export function toAppLocale(tag: string | null | undefined): AppLocale {
  if (isAppLocale(tag)) return tag;
  return tag?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

function readPersisted(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
}

/** The language to start with: the persisted choice if valid, else the browser's language. */
export function detectInitialLocale(): AppLocale {
  const persisted = readPersisted();
  if (isAppLocale(persisted)) return persisted;
  return toAppLocale(globalThis.navigator?.language);
}

/** Remembers the user's choice for the next visit. */
export function persistLocale(locale: AppLocale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the choice lasts for this visit only
  }
}

let currentLocale: AppLocale = detectInitialLocale();

/** The language in use now (read by the dataProvider for the `local` header). */
export function getCurrentLocale(): AppLocale {
  return currentLocale;
}

/** The `local` request header value of a locale (default: the current one). */
export function toHeaderLocale(locale: AppLocale = currentLocale): HeaderLocale {
  return HEADER_LOCALES[locale];
}

/**
 * Makes a locale the current one everywhere outside i18next: the module state, dayjs and
 * `<html lang>`. Called by the i18nProvider on every i18next `languageChanged`.
 */
export function applyLocale(locale: AppLocale): void {
  currentLocale = locale;
  dayjs.locale(DAYJS_LOCALES[locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
