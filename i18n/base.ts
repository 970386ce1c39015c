import type { TranslationMessages } from 'ra-core';
import { convertedPerLocale } from './convert';
import enApp from './en-US/app';
import enRa from './en-US/ra';
import zhApp from './zh-CN/app';
import zhRa from './zh-CN/ra';
import type { AppLocale } from './locale';
import type { FeatureCatalogue, StringTree } from './types';

/**
 * The catalogues every screen needs, the login page first: react-admin's messages, the app's and
 * the strings of the features the login page shows. The other features' strings and the resources'
 * labels (the bulk) load with the admin (`adminMessages`).
 */
export interface BaseCatalogue {
  ra: TranslationMessages['ra'];
  app: StringTree;
}

/**
 * Strings of one feature (the layout's header, tabs, drawers…) live in `i18n/features/<name>.ts`
 * and are read as `app.<name>.*`, so features add their texts without touching app.ts. Those the
 * login page (or the boot-failure screen) shows are named here; the rest wait for the admin.
 */
const loginFeatureFiles = import.meta.glob<FeatureCatalogue>(
  './features/{demo_accounts,failures,header,network,version}.ts',
  { eager: true, import: 'default' },
);

/** A feature's name: its file name in `i18n/features/`. */
export const featureName = (path: string): string => path.replace(/^.*\/|\.ts$/g, '');

/** The catalogues of the features the login page shows, by name. */
export const loginFeatureCatalogues: Readonly<Record<string, FeatureCatalogue>> = Object.fromEntries(
  Object.entries(loginFeatureFiles).map(([path, catalogue]) => [featureName(path), catalogue]),
);

/** One locale's strings of some features, as `app.<feature>.*` subtrees. */
export function featuresOf(
  locale: AppLocale,
  catalogues: Readonly<Record<string, FeatureCatalogue>>,
): StringTree {
  return Object.fromEntries(Object.entries(catalogues).map(([name, catalogue]) => [name, catalogue[locale]]));
}

/** The base catalogues as written (react-admin syntax), per locale. */
export const baseSources: Readonly<Record<AppLocale, BaseCatalogue>> = {
  'zh-CN': { ra: zhRa, app: { ...zhApp, ...featuresOf('zh-CN', loginFeatureCatalogues) } },
  'en-US': { ra: enRa, app: { ...enApp, ...featuresOf('en-US', loginFeatureCatalogues) } },
};

/**
 * One locale's base catalogues as i18next resources (namespace `translation`), converted the first
 * time that locale is used.
 */
export const baseMessagesOf = convertedPerLocale<AppLocale>((locale) => baseSources[locale]);
