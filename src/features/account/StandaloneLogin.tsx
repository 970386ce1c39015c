import { Snackbar } from '@mui/material';
import { useMemo, useState } from 'react';
import type { AppI18nProvider } from '../../../i18n/provider';
import { loadSiteIdentity } from '../../platform/siteIdentity';
import type { AppLocale } from '../../../i18n/locale';
import { importWithReload } from '../../platform/chunks';
import { LoginForm } from './LoginForm';
import { LoginServicesContext, type LoginServices } from './loginServices';

/**
 * The sign-in calls, with the API client: a chunk of its own that the login page renders without
 * (issue 8). A chunk gone with a new deploy reloads the page once, like the admin's (warmUp).
 */
const signInCalls = () => importWithReload(() => import('../../../authProvider/signIn'));

export interface StandaloneLoginProps {
  i18nProvider: AppI18nProvider;
  /** Starts loading what the login needs and the admin (first focus or click in the form). */
  warmUp(): Promise<void>;
  /** Called once signed in: the admin takes over the page. */
  onSignedIn(): Promise<void>;
  /** The form as its skeleton (`LoginForm`): what index.html shows before the code has come. */
  skeleton?: boolean;
}

/**
 * The login page of a first visit, before react-admin has loaded: the same form as inside the
 * admin with its translations (without the resources' labels) and the sign-in call; the app puts
 * its theme around it (`src/app/LoginScreen`). The form is interactive before the demo API or any data exists (issue 8).
 */
export function StandaloneLogin({ i18nProvider, warmUp, onSignedIn, skeleton }: StandaloneLoginProps) {
  const [locale, setLocaleState] = useState<AppLocale>(i18nProvider.getLocale());
  const [message, setMessage] = useState<string | null>(null);
  const services = useMemo<LoginServices>(
    () => ({
      // A new function per language, so the page re-renders in the new one.
      translate: (key, options) => i18nProvider.translate(key, options),
      locale,
      setLocale: (next) => void i18nProvider.changeLocale(next).then(() => setLocaleState(next)),
      login: async (params) => {
        const [calls] = await Promise.all([signInCalls(), warmUp()]);
        await calls.signIn(params);
        await onSignedIn();
      },
      sendVerifyCode: async (phone) => {
        const [calls] = await Promise.all([signInCalls(), warmUp()]);
        await calls.sendVerifyCode(phone);
      },
      notify: (text) => setMessage(text),
      // The demo API starts with the warm-up: the site's identity is asked again then.
      onFirstInteraction: () => void warmUp().then(() => loadSiteIdentity()),
    }),
    [i18nProvider, locale, warmUp, onSignedIn],
  );
  return (
    <>
      <LoginServicesContext.Provider value={services}>
        <LoginForm skeleton={skeleton} />
      </LoginServicesContext.Provider>
      <Snackbar
        open={!!message}
        message={message}
        autoHideDuration={4000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
