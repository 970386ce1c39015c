import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { createI18nProvider } from '../../../../i18n';
import { StandaloneLogin } from '../../../../src/features/account/StandaloneLogin';
import { setupDemoServer } from '../../../support/renderApp';

setupDemoServer();

async function renderStandalone() {
  const i18nProvider = await createI18nProvider('en-US', { withResources: false });
  const warmUp = vi.fn(() => Promise.resolve());
  const onSignedIn = vi.fn(() => Promise.resolve());
  render(<StandaloneLogin i18nProvider={i18nProvider} warmUp={warmUp} onSignedIn={onSignedIn} />);
  return { warmUp, onSignedIn };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('login page of a first visit, without react-admin (issue 8)', () => {
  it('loads nothing more until the user types, then signs in and hands over to the admin', async () => {
    const { warmUp, onSignedIn } = await renderStandalone();
    expect(document.title).toBe('Sign in - Matchmaking management back-end');
    // The username takes the focus once the page is there (a task after the first render), and the
    // focus alone warms nothing up: a visit that only looks loads nothing more.
    await waitFor(() => expect(field('username')).toHaveFocus());
    expect(warmUp).not.toHaveBeenCalled();
    fireEvent.keyDown(field('username'), { key: 'a' });
    expect(warmUp).toHaveBeenCalledTimes(1);
    fireEvent.change(field('username'), { target: { value: 'admin' } });
    fireEvent.change(field('password'), { target: { value: 'demo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeTruthy();
  });

  it('[V24] shows the server text of a failed login and keeps the typed values', async () => {
    const { onSignedIn } = await renderStandalone();
    fireEvent.change(field('username'), { target: { value: 'admin' } });
    fireEvent.change(field('password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Wrong user name or password');
    expect(field('username').value).toBe('admin');
    expect(field('password').value).toBe('wrong');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("shows no untranslated key with only the login page's catalogues, in either language", async () => {
    await renderStandalone();
    // Both tabs (password and SMS code) and the demo accounts, first in English, then in Chinese.
    const keyShown = /\b(app|ra|resources)\.[a-z_]+\.[a-z_.]+/;
    fireEvent.click(screen.getByTestId('login-tab-code'));
    expect(document.body.textContent).not.toMatch(keyShown);
    fireEvent.click(screen.getByTestId('language-switch'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    await screen.findByRole('button', { name: '登录' });
    fireEvent.click(screen.getByTestId('login-tab-password'));
    expect(document.body.textContent).not.toMatch(keyShown);
  });

  it('switches the language of the whole page', async () => {
    await renderStandalone();
    fireEvent.click(screen.getByTestId('language-switch'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('names each field by its label, and asks for the numeric keyboard for the phone and the code', async () => {
    await renderStandalone();
    expect(screen.getByLabelText('Username')).toBe(field('username'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByTestId('login-tab-code'));
    for (const name of ['phone', 'code']) expect(field(name)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
