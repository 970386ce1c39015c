import type { CacheProblem, CdnStep } from '../../../dataProvider';
import type { Action } from '../../../resources/core/permissions';
import { CACHE_LIMITS } from '../../../dataProvider';

/** `domain-qiniu.status` (resources/domain-qiniu.ts). */
export const CDN_STATUS = { configuring: 0, active: 1, failed: 2, offline: 3 } as const;

/** The status step a CDN domain offers: offline when active, online when offline, retry, or asking again. */
const STEP_OF_STATUS: Readonly<Record<number, CdnStep>> = {
  [CDN_STATUS.active]: 'offline',
  [CDN_STATUS.offline]: 'online',
  [CDN_STATUS.failed]: 'retry',
  [CDN_STATUS.configuring]: 'sync',
};

export function stepOf(status: unknown): CdnStep | undefined {
  return typeof status === 'number' ? STEP_OF_STATUS[status] : undefined;
}

/** The action (spec §6) each step needs on `domain-qiniu`. */
export const STEP_ACTION: Readonly<Record<CdnStep, Action>> = {
  offline: 'disable',
  online: 'enable',
  retry: 'edit',
  sync: 'edit',
};

/** Only an active CDN domain has a cache to refresh or prefetch into. */
export const canCache = (status: unknown): boolean => status === CDN_STATUS.active;

/** The message of a problem with the lines of a refresh or prefetch: its key and values. */
export function cacheProblemMessage(
  problem: CacheProblem,
  domain: string,
): { key: string; args: Record<string, unknown> } {
  const key = `app.domains.cache.errors.${problem.code}`;
  switch (problem.code) {
    case 'too_many_urls':
      return { key, args: { max: CACHE_LIMITS.urls } };
    case 'too_many_dirs':
      return { key, args: { max: CACHE_LIMITS.dirs } };
    case 'empty':
      return { key, args: {} };
    default:
      return { key, args: { line: problem.line, domain } };
  }
}
