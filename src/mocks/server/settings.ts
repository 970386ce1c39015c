/**
 * The HTTP demo server's settings read from its environment (`npm run demo:server`). A value that
 * cannot be used stops the server with a `SettingError`, whose message says which and why in words.
 */

/** The most customers `DEMO_CUSTOMERS` may ask for (docs/demo-api.md gives the memory it takes). */
export const MAX_DEMO_CUSTOMERS = 200_000;
const DEFAULT_PORT = 8787;

/** A setting of the environment the server cannot use. */
export class SettingError extends Error {
  override name = 'SettingError';
}

/** `PORT`: 8787 when unset or empty. */
export function portSetting(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port > 65_535)
    throw new SettingError(`PORT must be a port number from 0 to 65535, not "${raw}".`);
  return port;
}

/**
 * `DEMO_CUSTOMERS`: how many customers to seed, their histories scaled to them; undefined when
 * unset or empty (the demo's own 5,200).
 */
export function customersSetting(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const count = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_DEMO_CUSTOMERS)
    throw new SettingError(
      `DEMO_CUSTOMERS must be a whole number of customers from 1 to ${MAX_DEMO_CUSTOMERS.toLocaleString('en-US')}, not "${raw}".`,
    );
  return count;
}
