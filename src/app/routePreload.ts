import { resources } from '../../resources';
import { applyBindings } from '../../resources/core/define';
import { HomePage } from '../features/dashboard/HomePage';
import { loadComponent } from '../platform/chunks';
import { pageOfPath, type FeatureDefinition } from '../platform/pages';
import { resourcePath, routePath } from '../platform/routes';
import { features as appFeatures } from './features';

/**
 * The code of the page an address opens (its in-app path and query), loaded before the admin's
 * first render (issue 44): a bespoke page's chunk and what its first render needs besides
 * (`PageDefinition.preload`), the dashboard's on home, a resource list's own page (the media
 * library). Loaded by its first render instead, the page suspended and React held its fallback
 * back for 300 ms before showing it; its requests waited for that too. Generated screens are loaded
 * anyway (`preloadScreens`). Never rejects: a chunk that fails is reported by the page as it renders.
 */
export function loadPageAt(
  { pathname, search }: { pathname: string; search: string },
  features: readonly FeatureDefinition[] = appFeatures,
): Promise<void> {
  const page = pageOfPath(
    features.flatMap((f) => f.pages ?? []),
    pathname,
  );
  if (page)
    return Promise.all([
      loadComponent(page.component),
      page.preload?.(new URLSearchParams(search)).catch(() => undefined),
    ]).then(() => undefined);
  if (pathname === routePath('home')) return loadComponent(HomePage);
  const bound = applyBindings(
    resources,
    features.flatMap((f) => (f.bindings ? [f.bindings] : [])),
  );
  return loadComponent(bound.find((def) => resourcePath(def.name) === pathname)?.pages?.list);
}

/** How long the admin's first render waits for its page's code (issue 44). */
export const PAGE_CODE_WAIT_MS = 3_000;

/**
 * `loadPageAt`, waited for at most `ms`: a chunk slow to come (a poor network) does not hold the
 * whole admin back; the page then shows its loading state, as it did before.
 */
export function loadPageWithin(
  location: { pathname: string; search: string },
  ms: number = PAGE_CODE_WAIT_MS,
  features: readonly FeatureDefinition[] = appFeatures,
): Promise<void> {
  return Promise.race([
    loadPageAt(location, features),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}
