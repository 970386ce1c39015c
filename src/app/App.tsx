import { CacheProvider } from '@emotion/react';
import { createElement, useEffect, useMemo, useState } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  localStorageStore,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '../../authProvider';
import { watchAuthAcrossTabs } from '../../authProvider/crossTab';
import { createDataProvider } from '../../dataProvider';
import { resources } from '../../resources';
import { applyBindings, type ResourceDefinition } from '../../resources/core/define';
import { ForbiddenPage, NotFoundPage } from '../components/ErrorPage';
import { HomePage } from '../features/dashboard/HomePage';
import { AppLayout } from '../layout/AppLayout';
import { persistDrafts } from '../platform/drafts';
import { usePreference, useThemeMode } from '../platform/preferences';
import { claimUserData, reloadForAuthChange, wipeUserData } from '../platform/userStorage';
import { navigateTo } from '../platform/navigation';
import type { FeatureDefinition } from '../platform/pages';
import { PageScreen } from '../registry/PageScreen';
import { createAdminQueryClient } from '../platform/queryClient';
import { handOverEarlyAnswers } from './early/handOver';
import { RegistryProvider } from '../platform/RegistryContext';
import { StableResourceDefinitions } from '../platform/StableResourceDefinitions';
import { accessRulesOf, resourceDefinitionsOf, resourceElements } from '../registry/resources';
import { linkTo, routePath } from '../platform/routes';
import { features as appFeatures } from './features';
import { BASENAME } from './basePath';
import { themeFor } from './themeFor';
import { styleCache } from './styleCache';

export { BASENAME } from './basePath';
export { preloadScreens } from '../registry/resources';
export { loadPageWithin } from './routePreload';

function createProviders(registry: readonly ResourceDefinition[]) {
  /** The address the user was on when the session expired: the page opens again after login. */
  let expiredAt: string | undefined;
  const authProvider = createAuthProvider({
    accessRules: accessRulesOf(registry),
    // E02: after the logout, reload the page 1.5 s later, keeping the dirty forms' values for
    // their user (offered back after the next login, on that same page); E03: show the 403 page
    // 1.5 s later.
    onExpiring: () => {
      expiredAt = `${window.location.pathname}${window.location.search}`;
      persistDrafts();
    },
    onExpired: () => (expiredAt ? window.location.assign(expiredAt) : window.location.reload()),
    onForbidden: () => navigateTo(linkTo('forbidden')),
    // Issue 40: the browser's storage holds one user's data; a logout wipes it (saved views stay).
    onSession: claimUserData,
    onSignedOut: wipeUserData,
  });
  return { authProvider, dataProvider: createDataProvider(registry) };
}

/**
 * react-admin's store (local storage, as by default), holding the interface's locale from the
 * start. With no locale stored, react-admin's i18n context rendered nothing on the first pass, then
 * the whole admin again as a blocking update from an effect (issue 8); with another locale stored, it
 * switched to it and mounted the admin a second time. The i18nProvider's locale is the user's latest
 * choice: every switch goes through it, the login page's too, which has no react-admin store.
 */
export function adminStore(i18nProvider: I18nProvider): Store {
  const store = localStorageStore();
  const locale = i18nProvider.getLocale();
  if (store.getItem('locale') !== locale) store.setItem('locale', locale);
  return store;
}

export interface AdminAppProps {
  i18nProvider: I18nProvider;
  /** The resources to serve; the app's registry unless a test brings its own. */
  registry?: readonly ResourceDefinition[];
  /** The feature folders (pages, bindings, layout slots); the app's unless a test brings its own. */
  features?: readonly FeatureDefinition[];
}

function pageRoutes(features: readonly FeatureDefinition[], noLayout: boolean) {
  return features
    .flatMap((f) => f.pages ?? [])
    .filter((page) => !!page.noLayout === noLayout)
    .map((page) => (
      <Route key={page.route} path={routePath(page.route)} element={createElement(PageScreen, { page })} />
    ));
}

/** The whole admin for a registry and its features, inside whatever router the caller provides. */
export function AdminApp({ i18nProvider, registry = resources, features = appFeatures }: AdminAppProps) {
  const bound = useMemo(
    () =>
      applyBindings(
        registry,
        features.flatMap((f) => (f.bindings ? [f.bindings] : [])),
      ),
    [registry, features],
  );
  const { authProvider, dataProvider } = useMemo(() => createProviders(bound), [bound]);
  const store = useMemo(() => adminStore(i18nProvider), [i18nProvider]);
  // The session and the list's first page asked for as the app booted are handed over (issue 8).
  const [queryClient] = useState(() => {
    const client = createAdminQueryClient(authProvider);
    handOverEarlyAnswers(client, authProvider);
    return client;
  });
  const resourceRoutes = useMemo(() => resourceElements(bound), [bound]);
  // The user's theme (issue 45): the mode they chose or their system's, in their colour; react-admin
  // is given that one theme, so a change in the settings drawer applies at once without a reload.
  const theme = themeFor(useThemeMode(), usePreference('primaryColor'));
  const definitions = useMemo(() => resourceDefinitionsOf(resourceRoutes), [resourceRoutes]);
  // react-admin's <Admin> as its context and its UI, with the resources' definitions known from the
  // first render (resourceDefinitionsOf) and kept while react-admin registers them again. Styles go
  // through the app's emotion cache (styleCache.ts): a component mounting later restyles only itself.
  return (
    <CacheProvider value={styleCache}>
      <RegistryProvider registry={bound} features={features}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          queryClient={queryClient}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
          // The same theme whatever react-admin's own stored mode says: the preference decides.
          darkTheme={theme}
        >
          <StableResourceDefinitions definitions={definitions}>
            <AdminUI
              title="app.title"
              layout={AppLayout}
              dashboard={HomePage}
              loginPage={false}
              accessDenied={ForbiddenPage}
              catchAll={NotFoundPage}
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/user" element={<Navigate to={linkTo('login')} replace />} />
                {pageRoutes(features, true)}
              </CustomRoutes>
              <CustomRoutes>
                <Route path={routePath('forbidden')} element={<ForbiddenPage />} />
                <Route path={routePath('notFound')} element={<NotFoundPage />} />
                {pageRoutes(features, false)}
              </CustomRoutes>
              {resourceRoutes}
            </AdminUI>
          </StableResourceDefinitions>
        </AdminContext>
      </RegistryProvider>
    </CacheProvider>
  );
}

/**
 * History-mode routing under the base path (spec §2) with a data router, so that the forms'
 * unsaved-changes guard (`useBlocker`) can block navigation away from a dirty form; react-admin picks up the
 * outer router and declares its own routes below it.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // Logging out or switching account in another tab reloads this one as that user (issue 9),
  // keeping its forms' drafts unless the user logged out (issue 40).
  useEffect(() => watchAuthAcrossTabs((change) => reloadForAuthChange(change)), []);
  const router = useMemo(
    () =>
      createBrowserRouter([{ path: '*', element: <AdminApp i18nProvider={i18nProvider} /> }], {
        basename: BASENAME,
      }),
    [i18nProvider],
  );
  return <RouterProvider router={router} />;
}
