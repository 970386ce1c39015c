import type { DeepStrings } from '../types';

/**
 * App strings (`app.*`) in English, written in react-admin syntax (`%{var}`, `singular |||| plural`).
 * `zh-CN/app.ts` must have exactly the same keys (checked by the compiler and by the parity test).
 */
const app = {
  title: 'Matchmaking management back-end',
  menu: {
    label: 'Main menu',
    home: 'Home',
    sections: {
      dashboard: 'Dashboard',
      customer: 'Customers',
      mate: 'Matching',
      operate: 'Operations',
      finance: 'Finance',
      setting: 'Settings',
      catalogue: 'Catalogue',
    },
  },
  login: {
    title: 'Sign in',
    password_tab: 'Password',
    code_tab: 'Verification code',
    username: 'Username',
    password: 'Password',
    phone: 'Phone number',
    code: 'Verification code',
    send_code: 'Send code',
    resend_in: 'Resend in %{seconds}s',
    submit: 'Sign in',
    code_sent: 'Verification code sent',
    no_token: 'The server did not return a token',
  },
  errors: {
    login_expired: 'login expired',
    expired: '401: login expired',
    forbidden_title: 'No access',
    forbidden_text: 'Sorry, you do not have access to this page.',
    not_found_title: 'Page not found',
    not_found_text: 'Sorry, the page you visited does not exist.',
    back_home: 'Back to home',
    http_status: '%{status}: %{text}',
  },
  list: {
    total: 'total %{total} items',
  },
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    'en-US': 'English',
  },
  home: {
    welcome: 'Welcome back, %{name}',
  },
  sections: {
    basic: 'Basic information',
    more: 'More information',
    system: 'System information',
  },
  download: {
    error_title: 'Error',
  },
  demo: {
    reset: 'Reset demo data',
    reset_confirm: 'Reset all demo data? Every change made in the demo will be lost.',
    reset_done: 'Demo data has been reset',
  },
  enums: {
    status: {
      0: 'Disabled',
      1: 'Enabled',
    },
    boolean: {
      true: 'Yes',
      false: 'No',
    },
  },
  validation: {
    required: 'Required',
    too_small_string: 'Must be at least %{min} characters',
    too_big_string: 'Must be at most %{max} characters',
    too_small_number: 'Must be at least %{min}',
    too_big_number: 'Must be at most %{max}',
    invalid_format: 'Invalid format',
    invalid_number: 'Must be a number',
    invalid_choice: 'Please choose a valid option',
    invalid_phone: 'Invalid phone number',
    invalid_domain: 'Invalid domain name',
    invalid_type: 'Invalid value',
  },
};

/** The shape every translation of the app strings must have. */
export type AppMessages = DeepStrings<typeof app>;

export default app;
