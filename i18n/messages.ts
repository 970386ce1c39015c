import type { TranslationMessages } from 'ra-core';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import enApp from './en-US/app';
import enRa from './en-US/ra';
import zhApp from './zh-CN/app';
import zhRa from './zh-CN/ra';
import type { AppLocale } from './locale';
import type { FeatureCatalogue, ResourceCatalogue, StringTree } from './types';

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

const featureFiles = import.meta.glob<FeatureCatalogue>('./features/*.ts', {
  eager: true,
  import: 'default',
});

/**
 * Strings of one feature (the shell's header, tabs, drawers…) live in `i18n/features/<name>.ts`
 * and are read as `app.<name>.*`, so features add their texts without touching app.ts.
 */
export const featureCatalogues: Readonly<Record<string, FeatureCatalogue>> = Object.fromEntries(
  Object.entries(featureFiles).map(([path, catalogue]) => [path.replace(/^.*\/|\.ts$/g, ''), catalogue]),
);

function appOf(locale: AppLocale, base: StringTree): StringTree {
  const features = Object.fromEntries(
    Object.entries(featureCatalogues).map(([name, catalogue]) => [name, catalogue[locale]]),
  );
  return { ...base, ...features };
}

function resourcesOf(locale: AppLocale): Record<string, StringTree> {
  return Object.fromEntries(
    Object.entries(resourceCatalogues).map(([name, catalogue]) => [name, catalogue[locale]]),
  );
}

/** The catalogues as written (react-admin syntax), per locale. */
export const sources: Readonly<Record<AppLocale, LocaleCatalogue>> = {
  'zh-CN': { ra: zhRa, app: appOf('zh-CN', zhApp), resources: resourcesOf('zh-CN') },
  'en-US': { ra: enRa, app: appOf('en-US', enApp), resources: resourcesOf('en-US') },
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
