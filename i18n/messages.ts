import type { TranslationMessages } from 'ra-core';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import enApp from './en-US/app';
import enRa from './en-US/ra';
import zhApp from './zh-CN/app';
import zhRa from './zh-CN/ra';
import type { AppLocale } from './locale';
import type { ResourceCatalogue, StringTree } from './types';

/** One locale's catalogue in react-admin syntax (`%{x}`, ` |||| `). */
export interface LocaleCatalogue {
  ra: TranslationMessages['ra'];
  app: StringTree;
  resources: Record<string, StringTree>;
}

const resourceFiles = import.meta.glob<ResourceCatalogue>('./resources/*.ts', {
  eager: true,
  import: 'default',
});

/** The labels of every resource, by resource name (the file name in `i18n/resources/`). */
export const resourceCatalogues: Readonly<Record<string, ResourceCatalogue>> = Object.fromEntries(
  Object.entries(resourceFiles).map(([path, catalogue]) => [path.replace(/^.*\/|\.ts$/g, ''), catalogue]),
);

function resourcesOf(locale: AppLocale): Record<string, StringTree> {
  return Object.fromEntries(
    Object.entries(resourceCatalogues).map(([name, catalogue]) => [name, catalogue[locale]]),
  );
}

/** The catalogues as written (react-admin syntax), per locale. */
export const sources: Readonly<Record<AppLocale, LocaleCatalogue>> = {
  'zh-CN': { ra: zhRa, app: zhApp, resources: resourcesOf('zh-CN') },
  'en-US': { ra: enRa, app: enApp, resources: resourcesOf('en-US') },
};

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

/** The i18next resources (namespace `translation`) per locale. */
export const messages: Record<AppLocale, object> = {
  'zh-CN': toI18nextMessages(sources['zh-CN']),
  'en-US': toI18nextMessages(sources['en-US']),
};
