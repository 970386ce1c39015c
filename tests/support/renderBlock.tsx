import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { createI18nProvider, type AppLocale } from '../../i18n';
import { resources } from '../../resources';
import { blindLightTheme } from '../../src/app/theme';
import { RegistryProvider } from '../../src/platform/RegistryContext';
import { accessRulesOf } from '../../src/registry/resources';

/** Where the router is: `data-testid="location"` holds the path and query. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a block as a bespoke page would embed it: the app's providers and registry, in English
 * unless told, at a path (`/bespoke` unless told), with no generated screen around it (log in first
 * with `loginAs`).
 */
export async function renderBlock(block: ReactNode, locale: AppLocale = 'en-US', path = '/bespoke') {
  const i18nProvider = await createI18nProvider(locale);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RegistryProvider registry={resources}>
        <AdminContext
          dataProvider={createDataProvider(resources)}
          authProvider={createAuthProvider({ accessRules: accessRulesOf(resources) })}
          i18nProvider={i18nProvider}
          theme={blindLightTheme}
        >
          {block}
          <Location />
        </AdminContext>
      </RegistryProvider>
    </MemoryRouter>,
  );
}
