import type { StringTree } from './types';

const PLURAL_ONE = /^(.*)_one$/;

/**
 * After the conversion a plural message `key` only exists as `key_one`/`key_other`; keeping `key`
 * (the singular form) lets a caller that passes no `smart_count` still get a text.
 */
export function withSingularFallbacks(tree: StringTree): StringTree {
  const out: StringTree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? value : withSingularFallbacks(value);
    const base = PLURAL_ONE.exec(key)?.[1];
    if (base && typeof value === 'string' && !(base in tree) && `${base}_other` in tree) out[base] ??= value;
  }
  return out;
}

const PLACEHOLDER = /%\{([a-zA-Z0-9-_]*)\}/g;
const PLURAL_SEPARATOR = ' |||| ';

/** One text in react-admin syntax (`%{x}`) in i18next's (`{{x}}`). */
export function toI18nextText(text: string): string {
  return text.replace(PLACEHOLDER, '{{$1}}');
}

/**
 * ra-i18n-i18next's `convertRaTranslationsToI18next`, in one pass that builds a new tree: the
 * library copies each level with lodash's `clone`, which put lodash's clone code (three more
 * chunks) and its work on the login page's first load (issue 8). `tests/unit/i18n/convert.test.ts`
 * holds the two equal on every catalogue.
 */
function convertTree(tree: object): StringTree {
  const out: StringTree = {};
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    if (typeof value === 'object' && value !== null) {
      out[key] = convertTree(value);
      continue;
    }
    const text = String(value);
    const forms = text.split(PLURAL_SEPARATOR);
    if (forms.length > 1) {
      out[`${key}_one`] = toI18nextText(forms[0]);
      out[`${key}_other`] = toI18nextText(forms[1]);
    } else out[key] = toI18nextText(text);
  }
  return out;
}

/** Converts a catalogue written in react-admin syntax into i18next's (`{{x}}`, `_one`/`_other`). */
export function toI18nextMessages(tree: object): StringTree {
  return withSingularFallbacks(convertTree(tree));
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
