import { getQuery, localStorageStore, parseQueryFromLocation, type Store } from 'react-admin';
import { requestListEarly } from '../../../dataProvider';
import { resources } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/core/define';
import { resourcePath } from '../../platform/routes';
import { listQueryOf } from './listQuery';

/** The resource whose generated list an in-app path opens (`/<resource>`), if any. */
export function listResourceAt(
  pathname: string,
  registry: readonly ResourceDefinition[],
): ResourceDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return registry.find((def) => resourcePath(def.name) === path && def.can('list'));
}

/**
 * Opened on a list (a reload, a link, a new tab): its first page is asked for while the admin's
 * chunks load, with the parameters react-admin's list will ask (the address's, else those the
 * list kept, else its defaults; `getQuery` is react-admin's own), so the page is there when the
 * list mounts instead of being asked for then (issue 8). `location`: the in-app path and query. A
 * list whose first call differs asks for itself: the early answer is dropped. Settles once the
 * answer is in (never rejects).
 */
export function requestFirstPageEarly(
  location: Pick<Location, 'pathname' | 'search'>,
  registry: readonly ResourceDefinition[] = resources,
  store: Pick<Store, 'getItem'> = localStorageStore(),
): Promise<void> {
  const def = listResourceAt(location.pathname, registry);
  if (!def) return Promise.resolve();
  const { sort, perPage, meta } = listQueryOf(def, registry);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: store.getItem(`${def.name}.listParams`, {}),
    filterDefaultValues: undefined,
    sort,
    perPage,
  });
  return requestListEarly(registry, def.name, {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta,
  });
}
