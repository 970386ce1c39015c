import { getQuery, localStorageStore, parseQueryFromLocation, type Store } from 'react-admin';
import { createDataProvider } from '../../../dataProvider';
import { resources } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/core/define';
import { resourcePath } from '../../platform/routes';
import { listQueryOf } from '../../registry/list/listQuery';
import type { EarlyPage } from './index';

/** The resource whose generated list an in-app path opens (`/<resource>`), if any. */
export function listResourceAt(
  pathname: string,
  registry: readonly ResourceDefinition[],
): ResourceDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return registry.find((def) => resourcePath(def.name) === path && def.can('list'));
}

/**
 * Opened on a generated list (a reload, a link, a new tab): its first page, asked for now with the
 * parameters react-admin's list will ask (the address's, else those the list kept, else its
 * defaults: `getQuery` is react-admin's own, `listQueryOf` the list's), through the app's data
 * provider (the records its rows point at come with it). Nothing on another page. The `first-page`
 * chunk of the boot (vite.config.ts). `location`: the in-app path and query.
 */
export function requestFirstPage(
  location: Pick<Location, 'pathname' | 'search'>,
  registry: readonly ResourceDefinition[] = resources,
  store: Pick<Store, 'getItem'> = localStorageStore(),
): EarlyPage | undefined {
  const def = listResourceAt(location.pathname, registry);
  if (!def) return undefined;
  const { sort, perPage, meta } = listQueryOf(def, registry);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: store.getItem(`${def.name}.listParams`, {}),
    filterDefaultValues: undefined,
    sort,
    perPage,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta,
  };
  return { resource: def.name, params, request: createDataProvider(registry).getList(def.name, params) };
}
