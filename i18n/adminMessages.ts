import { featureName, featuresOf, loginFeatureCatalogues } from './base';
import { convertedPerLocale } from './convert';
import type { AppLocale } from './locale';
import { resourcesOf } from './resourceMessages';
import type { FeatureCatalogue } from './types';

const featureFiles = import.meta.glob<FeatureCatalogue>('./features/*.ts', {
  eager: true,
  import: 'default',
});

/** The features whose strings wait for the admin: all but those the login page shows, by name. */
export const adminFeatureCatalogues: Readonly<Record<string, FeatureCatalogue>> = Object.fromEntries(
  Object.entries(featureFiles)
    .map(([path, catalogue]): [string, FeatureCatalogue] => [featureName(path), catalogue])
    .filter(([name]) => !(name in loginFeatureCatalogues)),
);

/**
 * What the admin adds to the login page's catalogues, as i18next resources for one locale: the
 * other features' strings (`app.<feature>.*`) and every resource's labels (`resources.<name>.*`). A
 * chunk of its own, loaded with the admin and never by the login page; each locale is converted the
 * first time it is used (issue 8).
 */
export const adminMessagesOf = convertedPerLocale<AppLocale>((locale) => ({
  app: featuresOf(locale, adminFeatureCatalogues),
  resources: resourcesOf(locale),
}));
