import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18nProvider, type AppLocale } from '../../i18n';
import type { ResourceDefinition } from '../../resources/core/define';
import { ACCESS_TOKEN_KEY } from '../../dataProvider/tokens';
import { AdminApp } from '../../src/app/App';
import { createTestServer, type TestServerOptions } from '../../src/mocks/node';
import type { FeatureDefinition } from '../../src/platform/pages';

/** Logs a demo account in against the msw demo API and stores its token, as the login page would. */
export async function loginAs(username: 'admin' | 'sales' | 'matchmaker'): Promise<void> {
  const res = await fetch('http://localhost/plugin/love/admin/login/by-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo123' }),
  });
  const body = (await res.json()) as { Authorization: string };
  localStorage.setItem(ACCESS_TOKEN_KEY, body.Authorization);
}

/** Renders the whole admin at a path, in English unless told, for a registry and features (the app's by default). */
export async function renderApp(
  path: string,
  registry?: readonly ResourceDefinition[],
  features?: readonly FeatureDefinition[],
  locale: AppLocale = 'en-US',
) {
  const i18nProvider = await createI18nProvider(locale);
  // A data router, as in the app, so that navigation blocking (unsaved changes) works in tests too.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <AdminApp i18nProvider={i18nProvider} registry={registry} features={features} />,
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/**
 * The demo API for a component test file, with the usual hooks: listening for the whole file,
 * storage cleared and the watermark canvas stubbed before each test, handlers reset after.
 */
export function setupDemoServer(options: TestServerOptions = { customerCount: 10 }) {
  const demo = createTestServer(options);
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'bypass' }));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    demo.server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => demo.server.close());
  return demo;
}
