/**
 * The demo API's accounts as the login page lists them in demo builds: user name, role and the
 * shared password. The demo API (`src/mocks/accounts.ts`) builds its accounts from this list.
 */
export const DEMO_LOGINS = [
  { username: 'admin', role: 'admin' },
  { username: 'sales', role: 'sell' },
  { username: 'matchmaker', role: 'match' },
] as const;

export type DemoLogin = (typeof DEMO_LOGINS)[number];
export type DemoRole = DemoLogin['role'];

/** Password of every demo account (and of every seeded worker). */
export const DEMO_PASSWORD = 'demo123';
