import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createI18nProvider } from '../../../i18n';
import { resetSiteIdentity } from '../../../src/platform/siteIdentity';
import { StandaloneLogin } from '../../../src/features/account/StandaloneLogin';
import { DEMO_SITE_NAME } from '../../../src/mocks/accounts';
import { setupDemoServer } from '../../support/renderApp';

// Issue 16 point 9: the site's identity (`get-site-info`) on the login page and the browser tab.

setupDemoServer();
afterEach(() => resetSiteIdentity());

describe('site identity on the login page', () => {
  it('shows the app name until get-site-info answers, then the site name, logo, tab title and favicon', async () => {
    const i18nProvider = await createI18nProvider('en-US', { withResources: false });
    render(
      <StandaloneLogin
        i18nProvider={i18nProvider}
        warmUp={() => Promise.resolve()}
        onSignedIn={() => Promise.resolve()}
      />,
    );
    expect(screen.getByTestId('login-site-name')).toHaveTextContent('Matchmaking management back-end');
    // The demo API starts with the first interaction: the identity is asked for then.
    fireEvent.keyDown(document.querySelector('input[name="username"]') as HTMLInputElement, { key: 'a' });
    await waitFor(() => expect(screen.getByTestId('login-site-name')).toHaveTextContent(DEMO_SITE_NAME));
    expect(screen.getByTestId('login-logo')).toHaveAttribute('src', expect.stringMatching(/favicon\.svg$/));
    expect(document.title).toBe(`Sign in - ${DEMO_SITE_NAME}`);
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toMatch(/favicon\.svg$/);
  });
});
