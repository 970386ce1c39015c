import { featureName, featuresOf, loginFeatureCatalogues } from './base';
import { toI18nextMessages } from './convert';
import type { AppLocale } from './locale';
import { resourcesOf } from './resourceMessages';
import type { FeatureCatalogue, StringTree } from './types';

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

const converted = new Map<AppLocale, StringTree>();

/**
 * What the admin adds to the login page's catalogues, as i18next resources for one locale: the
 * other features' strings (`app.<feature>.*`) and every resource's labels (`resources.<name>.*`). A
 * chunk of its own, loaded with the admin and never by the login page; each locale is converted the
 * first time it is used (issue 8).
 */
export function adminMessagesOf(locale: AppLocale): StringTree {
  let messages = converted.get(locale);
  if (!messages)
    converted.set(
      locale,
      (messages = toI18nextMessages({
        app: featuresOf(locale, adminFeatureCatalogues),
        resources: resourcesOf(locale),
      })),
    );
  return messages;
}
