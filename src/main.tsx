import './platform/zodConfig';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { watchAuthAcrossTabs } from '../authProvider/crossTab';
import { LOGIN_PATH } from '../authProvider/keys';
import { tokens } from '../dataProvider/tokens';
import { createI18nProvider, type AppI18nProvider } from '../i18n/provider';
import { BASENAME } from './app/basePath';
import { startEarlyRequests } from './app/early';
import { showBootFailure } from './app/bootFailure';
import { importWithReload, installChunkReload } from './platform/chunks';
import { loadScreens } from './registry/screensChunk';

/**
 * The demo API (bundled only when no API base URL is configured at build time): its service
 * worker is registered while the app loads. It answers session calls at once and loads or seeds
 * its records in the background, so the first screen waits for the worker only, never the seed.
 */
function startDemoApi(): Promise<void> | undefined {
  if (import.meta.env.VITE_API_BASE_URL) return undefined;
  return importWithReload(() => import('./mocks/browser')).then((demo) => demo.startDemoApi());
}

const loadApp = () => importWithReload(() => import('./app/App'));
type AppModule = Awaited<ReturnType<typeof loadApp>>;

/**
 * Renders as a transition: React renders in slices of a few milliseconds and the page stays
 * responsive while the screen is built (issue 8: fewer long tasks on the login page).
 */
function renderRoot(root: Root, element: ReactNode) {
  startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
}

function renderApp(root: Root, { App, preloadScreens }: AppModule, i18nProvider: AppI18nProvider) {
  // The generated screens' chunk loads alongside the first render (most pages are resource pages).
  preloadScreens();
  renderRoot(root, <App i18nProvider={i18nProvider} />);
}

/**
 * Signed in: the admin, once its chunk, the translations and the demo API's worker are there. The
 * session is asked for meanwhile (as soon as the API can answer), so the first render has it.
 */
async function bootAdmin(root: Root) {
  const demoApi = startDemoApi();
  // The generated screens' chunk loads alongside the admin's, not after it (most pages are resource pages).
  importWithReload(loadScreens).catch(() => undefined);
  // The session and, on a generated list, its first page are asked for meanwhile (src/app/early):
  // the admin renders once the session is asked for and the page is in, its rows in its first render.
  const location = inAppLocation(window.location);
  const early = startEarlyRequests(location, demoApi);
  const [i18nProvider, app] = await Promise.all([
    createI18nProvider(),
    // With the page's own code (a bespoke page's chunk): its first render shows it (issue 44).
    loadApp().then((loaded) => loaded.loadPageWithin(location).then(() => loaded)),
    demoApi,
    early.sent,
    early.firstPage,
  ]);
  renderApp(root, app, i18nProvider);
}

/**
 * With a real server, the site's identity (get-site-info) is asked for alongside the login page's
 * chunks, not after the page has rendered: its heading shows the site's name sooner (issue 8, the
 * login page's largest paint). The demo API answers only once it has started (first interaction).
 */
function loadSiteIdentityEarly() {
  if (!import.meta.env.VITE_API_BASE_URL) return;
  importWithReload(() => import('./platform/siteIdentity'))
    .then((site) => site.loadSiteIdentity())
    .catch(() => undefined);
}

/**
 * Signed out (a first visit): the login page alone — React, MUI and the translations, without
 * react-admin, the resources or the demo API, so the form is interactive at once (issue 8). The
 * first key press or click in the form starts loading the rest; once signed in the admin takes over.
 */
async function bootLogin(root: Root) {
  // The page asked for (a deep link, or the form a 401 interrupted, E02) opens after signing in.
  const back = returnPath(window.location);
  const loginUrl = `${BASENAME}${LOGIN_PATH}`;
  if (window.location.pathname !== loginUrl) window.history.replaceState(null, '', loginUrl);
  loadSiteIdentityEarly();
  const [i18nProvider, { LoginScreen }] = await Promise.all([
    createI18nProvider(undefined, { withResources: false }),
    importWithReload(() => import('./app/LoginScreen')),
  ]);
  // Signing in from another tab signs this one in too (issue 9).
  const unwatch = watchAuthAcrossTabs(() => window.location.reload());
  let warm: Promise<AppModule> | undefined;
  const warmApp = () =>
    (warm ??= Promise.all([loadApp(), startDemoApi(), i18nProvider.loadResourceMessages()]).then(
      ([app]) => app,
    ));
  const onSignedIn = async () => {
    const app = await warmApp();
    const [pathname, search = ''] = back.split('?');
    await app.loadPageWithin({ pathname, search });
    unwatch();
    window.history.replaceState(null, '', `${BASENAME}${back}`);
    renderApp(root, app, i18nProvider);
  };
  renderRoot(
    root,
    <LoginScreen
      i18nProvider={i18nProvider}
      warmUp={() => warmApp().then(() => undefined)}
      onSignedIn={onSignedIn}
    />,
  );
}

/** The path under the base (`/` outside it) and the query of an address. */
function inAppLocation({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  return { pathname: pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : '/', search };
}

/** The in-app path (with its query) of an address under the base, `/` for the login page itself. */
function returnPath({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  const inApp = inAppLocation({ pathname, search }).pathname;
  return inApp === LOGIN_PATH || inApp === '/user' ? '/' : `${inApp}${search}`;
}

function boot() {
  // A chunk of a previous deploy that fails to load reloads the page once instead of a blank screen.
  installChunkReload();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const start = tokens.authorization() ? bootAdmin(root) : bootLogin(root);
  // A start that fails (demo API refused, a chunk that never came) says so instead of "…" (issue 9).
  start.catch((error: unknown) => {
    root.unmount();
    showBootFailure(error);
  });
}

boot();
