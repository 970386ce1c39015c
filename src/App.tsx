import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { resources } from '../resources';
import type { ResourceDefinition } from '../resources/core/define';
import { AppLayout } from './layout/AppLayout';
import { navigateTo } from './navigation';
import { ForbiddenPage, NotFoundPage } from './pages/errors/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import type { PlaceholderKind } from './pages/user-center/PlaceholderPage';
import { RegistryProvider } from './registry/RegistryContext';
import { accessRulesOf, resourceElements } from './registry/resources';
import { blindDarkTheme, blindLightTheme } from './theme';

/** Router basename = Vite base without the trailing slash (spec §2: /blind/admin-view). */
// Bespoke pages are loaded when first opened (code split per page).
const UserCenterPage = lazy(() => import('./pages/user-center/UserCenterPage'));
const ChangePasswordPage = lazy(() => import('./pages/user-center/ChangePasswordPage'));
const LazyPlaceholderPage = lazy(() =>
  import('./pages/user-center/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })),
);

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

function PlaceholderPage({ kind }: { kind: PlaceholderKind }) {
  return (
    <Page>
      <LazyPlaceholderPage kind={kind} />
    </Page>
  );
}

export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

function createProviders(registry: readonly ResourceDefinition[]) {
  const authProvider = createAuthProvider({
    accessRules: accessRulesOf(registry),
    // E02: after the logout, reload the page 1.5 s later; E03: show the 403 page 1.5 s later.
    onExpired: () => window.location.reload(),
    onForbidden: () => navigateTo('/403'),
  });
  return { authProvider, dataProvider: createDataProvider(registry) };
}

export interface AdminAppProps {
  i18nProvider: I18nProvider;
  /** The resources to serve; the app's registry unless a test brings its own. */
  registry?: readonly ResourceDefinition[];
}

/** The whole admin for a registry, inside whatever router the caller provides. */
export function AdminApp({ i18nProvider, registry = resources }: AdminAppProps) {
  const { authProvider, dataProvider } = useMemo(() => createProviders(registry), [registry]);
  return (
    <RegistryProvider registry={registry}>
      <Admin
        title="app.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={blindLightTheme}
        darkTheme={blindDarkTheme}
        defaultTheme="light"
        layout={AppLayout}
        dashboard={HomePage}
        loginPage={false}
        accessDenied={ForbiddenPage}
        catchAll={NotFoundPage}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/user" element={<Navigate to="/user/login" replace />} />
          <Route path="/user/login" element={<LoginPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          {/* Header targets (spec §2); the placeholders are other issues' screens. */}
          <Route
            path="/userCenter/index"
            element={
              <Page>
                <UserCenterPage />
              </Page>
            }
          />
          <Route
            path="/userCenter/changePassword"
            element={
              <Page>
                <ChangePasswordPage />
              </Page>
            }
          />
          <Route path="/blind_user/index" element={<HomePage />} />
          <Route path="/linkTool" element={<PlaceholderPage kind="link_tool" />} />
          <Route path="/software/update" element={<PlaceholderPage kind="software_update" />} />
          <Route path="/dataLog/message/recharge" element={<PlaceholderPage kind="sms_recharge" />} />
          <Route path="/customer/detail" element={<PlaceholderPage kind="customer_detail" />} />
        </CustomRoutes>
        {resourceElements(registry)}
      </Admin>
    </RegistryProvider>
  );
}

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    // History-mode routing under the base path (spec §2); react-admin picks up the outer router.
    <BrowserRouter basename={BASENAME}>
      <AdminApp i18nProvider={i18nProvider} />
    </BrowserRouter>
  );
}
