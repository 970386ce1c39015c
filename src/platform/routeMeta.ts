import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { pageOfPath, type PageDefinition } from './pages';
import { usePages, useRegistry } from './RegistryContext';
import { matchesRoute, type RouteName } from './routes';

/** Route metadata: the title key of each page (spec §2 "the page title comes from route meta"). */
export interface RouteTitle {
  key: string;
  options?: Record<string, unknown>;
}

/** Titles of the app's own routes; bespoke pages bring theirs through `definePage`. */
const FRAME_TITLES: Partial<Record<RouteName, string>> = {
  home: 'app.menu.home',
  login: 'app.login.title',
  forbidden: 'app.errors.forbidden_title',
  notFound: 'app.errors.not_found_title',
};

const ACTION_TITLES: Record<string, string> = {
  create: 'ra.action.create',
  edit: 'ra.action.edit',
  show: 'ra.action.show',
};

/** The title of a path (relative to the router basename), given the resource names and the pages. */
export function titleOfPath(
  path: string,
  resourceNames: ReadonlySet<string>,
  pages: readonly PageDefinition[] = [],
): RouteTitle[] {
  // A tab's identity may carry its route's key parameters (`/customer/detail?id=3`).
  const pathname = path.replace(/[?#].*$/, '');
  const page = pageOfPath(pages, pathname);
  if (page) return [{ key: page.title }];
  const frame = (Object.keys(FRAME_TITLES) as RouteName[]).find((name) => matchesRoute(name, pathname));
  if (frame) return [{ key: FRAME_TITLES[frame] as string }];
  const [first = '', second, third] = pathname.split('/').filter(Boolean);
  if (resourceNames.has(first)) {
    const name = { key: `resources.${first}.name`, options: { smart_count: 2 } };
    if (second === 'create') return [name, { key: ACTION_TITLES.create }];
    if (second && third === 'show') return [name, { key: ACTION_TITLES.show }];
    if (second) return [name, { key: ACTION_TITLES.edit }];
    return [name];
  }
  return [{ key: 'app.errors.not_found_title' }];
}

/** Translates route paths into titles from the route metadata (tabs and the document title). */
export function useRouteTitle(): (path: string) => string {
  const translate = useTranslate();
  const registry = useRegistry();
  const pages = usePages();
  const names = useMemo(() => new Set(registry.map((r) => r.name)), [registry]);
  return useMemo(
    () => (path: string) =>
      titleOfPath(path, names, pages)
        .map((t) => translate(t.key, { _: t.key, ...t.options }))
        .join(' · '),
    [names, pages, translate],
  );
}
