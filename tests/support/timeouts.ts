/**
 * How long tests wait, in one place. A wait for a condition ends as soon as it holds, so these are
 * ceilings for a busy 2-core CI machine, not delays: a passing test never waits for them.
 */

/** `findBy…` / `waitFor` options for what the whole app renders (the first render loads every chunk). */
export const APP_WAIT = { timeout: 30_000 } as const;

/** A component test that renders the whole app, logs in and goes through a few screens. */
export const APP_TEST_MS = 60_000;

/** A component test that goes through many screens or imports and exports whole files. */
export const LONG_APP_TEST_MS = 120_000;
