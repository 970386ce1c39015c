import { baseSources, type BaseCatalogue } from './base';
import { toI18nextMessages } from './convert';
import type { AppLocale } from './locale';
import { resourcesOf } from './resourceMessages';
import type { StringTree } from './types';

export { featureCatalogues } from './base';
export { toI18nextMessages } from './convert';
export { resourceCatalogues } from './resourceMessages';

/** One locale's whole catalogue in react-admin syntax (`%{x}`, ` |||| `). */
export interface LocaleCatalogue extends BaseCatalogue {
  resources: Record<string, StringTree>;
}

/** The whole catalogues as written (react-admin syntax), per locale. */
export const sources: Readonly<Record<AppLocale, LocaleCatalogue>> = {
  'zh-CN': { ...baseSources['zh-CN'], resources: resourcesOf('zh-CN') },
  'en-US': { ...baseSources['en-US'], resources: resourcesOf('en-US') },
};

/** The whole i18next resources (namespace `translation`) per locale, as the admin runs with them. */
export const messages: Record<AppLocale, object> = {
  'zh-CN': toI18nextMessages(sources['zh-CN']),
  'en-US': toI18nextMessages(sources['en-US']),
};
