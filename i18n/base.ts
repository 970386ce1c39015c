import type { TranslationMessages } from 'ra-core';
import { toI18nextMessages } from './convert';
import enApp from './en-US/app';
import enRa from './en-US/ra';
import zhApp from './zh-CN/app';
import zhRa from './zh-CN/ra';
import type { AppLocale } from './locale';
import type { FeatureCatalogue, StringTree } from './types';

/**
 * The catalogues every screen needs, the login page first: react-admin's messages, the app's and
 * the features' strings. The resources' labels (the bulk) load with the admin (`resourceMessages`).
 */
export interface BaseCatalogue {
  ra: TranslationMessages['ra'];
  app: StringTree;
}

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

/** The base catalogues as written (react-admin syntax), per locale. */
export const baseSources: Readonly<Record<AppLocale, BaseCatalogue>> = {
  'zh-CN': { ra: zhRa, app: appOf('zh-CN', zhApp) },
  'en-US': { ra: enRa, app: appOf('en-US', enApp) },
};

/** The base catalogues as i18next resources (namespace `translation`), per locale. */
export const baseMessages: Record<AppLocale, StringTree> = {
  'zh-CN': toI18nextMessages(baseSources['zh-CN']),
  'en-US': toI18nextMessages(baseSources['en-US']),
};
