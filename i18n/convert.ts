import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { StringTree } from './types';

const PLURAL_ONE = /^(.*)_one$/;

/**
 * After the conversion a plural message `key` only exists as `key_one`/`key_other`; keeping `key`
 * (the singular form) lets a caller that passes no `smart_count` still get a text.
 */
function withSingularFallbacks(tree: StringTree): StringTree {
  const out: StringTree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? value : withSingularFallbacks(value);
    const base = PLURAL_ONE.exec(key)?.[1];
    if (base && typeof value === 'string' && !(base in tree) && `${base}_other` in tree) out[base] ??= value;
  }
  return out;
}

/** Converts a catalogue written in react-admin syntax into i18next's (`{{x}}`, `_one`/`_other`). */
export function toI18nextMessages(tree: object): StringTree {
  return withSingularFallbacks(convertRaTranslationsToI18next(tree) as StringTree);
}

/**
 * Per-locale i18next resources made the first time each locale is asked for, then kept: a page load
 * converts its own language only (issue 8).
 */
export function convertedPerLocale<L extends string>(
  catalogueOf: (locale: L) => object,
): (locale: L) => StringTree {
  const converted = new Map<L, StringTree>();
  return (locale) => {
    let messages = converted.get(locale);
    if (!messages) converted.set(locale, (messages = toI18nextMessages(catalogueOf(locale))));
    return messages;
  };
}
