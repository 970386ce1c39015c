import { createContext, useContext } from 'react';
import type { LoginParams } from '../../../authProvider/signIn';
import type { AppLocale } from '../../../i18n/locale';

/**
 * What the login page needs from around it. The page runs in two places: alone, before the admin
 * has loaded (a first visit: React, MUI and the translations only), and inside react-admin (after a
 * logout). Each place provides these services; the page itself depends on neither.
 */
export interface LoginServices {
  translate(key: string, options?: Record<string, unknown>): string;
  locale: AppLocale;
  setLocale(locale: AppLocale): void;
  login(params: LoginParams): Promise<void>;
  sendVerifyCode(phone: string): Promise<void>;
  /** A short message (the code was sent, the login failed). */
  notify(message: string, type: 'info' | 'error'): void;
  /** Called on the first interaction with the form: time to warm up what the login will need. */
  onFirstInteraction?(): void;
}

export const LoginServicesContext = createContext<LoginServices | null>(null);

export function useLoginServices(): LoginServices {
  const services = useContext(LoginServicesContext);
  if (!services) throw new Error('useLoginServices: no LoginServicesContext around the login page');
  return services;
}
