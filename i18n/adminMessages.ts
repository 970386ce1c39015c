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

/**
 * What the admin adds to the login page's catalogues, as i18next resources per locale: the other
 * features' strings (`app.<feature>.*`) and every resource's labels (`resources.<name>.*`). A chunk
 * of its own, loaded with the admin and never by the login page (issue 8).
 */
export const adminMessages: Record<AppLocale, StringTree> = {
  'zh-CN': toI18nextMessages({
    app: featuresOf('zh-CN', adminFeatureCatalogues),
    resources: resourcesOf('zh-CN'),
  }),
  'en-US': toI18nextMessages({
    app: featuresOf('en-US', adminFeatureCatalogues),
    resources: resourcesOf('en-US'),
  }),
};
