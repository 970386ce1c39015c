import type { Tone } from '../../../resources/core/meta';
import { CERT_STATUSES, type CertStatus } from '../../../resources/domain';

/** An issued certificate this close to its expiry shows as "expiring soon". */
export const EXPIRING_DAYS = 30;
/** How often a certificate being issued is asked for again. */
export const CERT_POLL_MS = 2000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the certificate cell shows: the stored status, an issued one split by its expiry. */
export type CertView = Exclude<CertStatus, 'issued'> | 'valid' | 'expiring' | 'expired';

export const CERT_TONES: Readonly<Record<CertView, Tone>> = {
  none: 'default',
  issuing: 'info',
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  failed: 'error',
};

export function certStatusOf(value: unknown): CertStatus {
  return CERT_STATUSES.find((s) => s === value) ?? 'none';
}

/** Parses `YYYY-MM-DD[ HH:mm:ss]` (the API's local time). */
function parseLocal(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return undefined;
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match;
  return new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
}

/** The certificate of a domain as shown: its view, and for an issued one the whole days left. */
export function certificateView(
  status: unknown,
  expiresAt: unknown,
  now: Date = new Date(),
): { view: CertView; daysLeft?: number } {
  const stored = certStatusOf(status);
  if (stored !== 'issued') return { view: stored };
  const expiry = typeof expiresAt === 'string' ? parseLocal(expiresAt) : undefined;
  if (!expiry) return { view: 'valid' };
  const daysLeft = Math.floor((expiry.getTime() - now.getTime()) / DAY_MS);
  if (expiry.getTime() <= now.getTime()) return { view: 'expired', daysLeft };
  return { view: daysLeft <= EXPIRING_DAYS ? 'expiring' : 'valid', daysLeft };
}

/** The certificate action a domain offers: apply without one (or after a failure), renew an issued one. */
export function certificateAction(status: unknown): 'apply' | 'renew' | undefined {
  const stored = certStatusOf(status);
  if (stored === 'issuing') return undefined;
  return stored === 'issued' ? 'renew' : 'apply';
}
