import { useMemo } from 'react';
import { useAuthProvider, useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../../../authProvider';
import { toAppLocale } from '../../../i18n/locale';
import { LoginForm } from './LoginForm';
import { LoginServicesContext, type LoginServices } from './loginServices';

/**
 * The login page inside react-admin (after a logout, or a session that expired): the login form
 * with react-admin's login, notifications and language. A first visit gets the same form before
 * react-admin has even loaded (`StandaloneLogin`).
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const auth = useAuthProvider<AppAuthProvider>();
  const [locale, setLocale] = useLocaleState();
  const services = useMemo<LoginServices>(
    () => ({
      translate,
      locale: toAppLocale(locale),
      setLocale,
      login: (params) => login(params),
      sendVerifyCode: async (phone) => {
        await auth?.sendVerifyCode(phone);
      },
      notify: (message, type) => notify(message, { type }),
    }),
    [translate, locale, setLocale, login, auth, notify],
  );
  return (
    <LoginServicesContext.Provider value={services}>
      <LoginForm />
    </LoginServicesContext.Provider>
  );
}

export default LoginPage;
