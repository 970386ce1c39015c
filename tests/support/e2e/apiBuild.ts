import type { AppPage, Locale } from './browser';
import { browserPerFile } from './browser';
import { loginWithPassword } from './chromium.mjs';
import { apiDeployment } from './deployment';

/** The e2e files' usual screen: the smaller of the two the app is judged at. */
export const E2E_VIEWPORT = { width: 1366, height: 768 };

/**
 * A call to the HTTP demo server of the API build as a user (a session of its own), for the checks
 * and changes an e2e test makes behind the UI.
 */
export async function apiAs(
  username: string,
  path: string,
  init: RequestInit = {},
  password = 'demo123',
): Promise<Response> {
  const api = apiDeployment().demoServerURL;
  const login = await fetch(`${api}/plugin/love/admin/login/by-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { Authorization } = (await login.json()) as { Authorization: string };
  return fetch(`${api}${path}`, {
    ...init,
    headers: { Authorization, 'Content-Type': 'application/json', ...init.headers },
  });
}

/** The body of a demo server answer to a user's GET. */
export async function jsonAs<T>(username: string, path: string): Promise<T> {
  return (await (await apiAs(username, path)).json()) as T;
}

/** The `data` of a demo server answer to a user's GET. */
export async function dataAs<T>(username: string, path: string): Promise<T> {
  return (await jsonAs<{ data: T }>(username, path)).data;
}

/**
 * A page of one user signed in through the login page of the API build (its cross-origin copy), in
 * a browser context of its own, opened on a route. `axe`: the page takes axe-core's inline script,
 * which the app's policy refuses (csp.e2e.ts).
 */
export async function openAs(
  browser: ReturnType<typeof browserPerFile>,
  locale: Locale,
  username: string,
  route: string,
  { axe = false, password = 'demo123' } = {},
): Promise<AppPage> {
  const deployment = apiDeployment();
  const app = await browser.open({ locale, viewport: E2E_VIEWPORT, fresh: true, bypassCSP: axe });
  await loginWithPassword(app.page, deployment.crossOriginURL, username, password);
  await app.page.goto(new URL(route, deployment.crossOriginURL).href);
  return app;
}
