import type { AppLocale } from './locale';
import type { ResourceCatalogue, StringTree } from './types';

const resourceFiles = import.meta.glob<ResourceCatalogue>('./resources/*.ts', {
  eager: true,
  import: 'default',
});

/** The labels of every resource, by resource name (the file name in `i18n/resources/`). */
export const resourceCatalogues: Readonly<Record<string, ResourceCatalogue>> = Object.fromEntries(
  Object.entries(resourceFiles).map(([path, catalogue]) => [path.replace(/^.*\/|\.ts$/g, ''), catalogue]),
);

/** One locale's resource labels as written (react-admin syntax), by resource name. */
export function resourcesOf(locale: AppLocale): Record<string, StringTree> {
  return Object.fromEntries(
    Object.entries(resourceCatalogues).map(([name, catalogue]) => [name, catalogue[locale]]),
  );
}
