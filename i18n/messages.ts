import { adminFeatureCatalogues } from './adminMessages';
import { baseSources, featuresOf, type BaseCatalogue } from './base';
import { toI18nextMessages } from './convert';
import type { AppLocale } from './locale';
import { resourcesOf } from './resourceMessages';
import type { StringTree } from './types';

export { toI18nextMessages } from './convert';
export { resourceCatalogues } from './resourceMessages';

/** One locale's whole catalogue in react-admin syntax (`%{x}`, ` |||| `). */
export interface LocaleCatalogue extends BaseCatalogue {
  resources: Record<string, StringTree>;
}

function sourcesOf(locale: AppLocale): LocaleCatalogue {
  const base = baseSources[locale];
  return {
    ...base,
    app: { ...base.app, ...featuresOf(locale, adminFeatureCatalogues) },
    resources: resourcesOf(locale),
  };
}

/** The whole catalogues as written (react-admin syntax), per locale. */
export const sources: Readonly<Record<AppLocale, LocaleCatalogue>> = {
  'zh-CN': sourcesOf('zh-CN'),
  'en-US': sourcesOf('en-US'),
};

/** The whole i18next resources (namespace `translation`) per locale, as the admin runs with them. */
export const messages: Record<AppLocale, object> = {
  'zh-CN': toI18nextMessages(sources['zh-CN']),
  'en-US': toI18nextMessages(sources['en-US']),
};
