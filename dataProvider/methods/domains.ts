import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { CERT_STATUSES } from '../../resources/domain';
import { API_PATHS, fillPath } from '../paths';
import { emptyAnswer, idSchema, request, unwrapData } from './request';

const data = <S extends z.ZodType>(schema: S) => z.preprocess((body) => unwrapData(body), schema);

type Id = number | string;

/** The HTTPS certificate of a site domain. */
export const certificateSchema = z.object({
  status: z.enum(CERT_STATUSES),
  expires_at: z.string().nullish(),
  issuer: z.string().nullish(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Why a domain does not resolve where it should (`ok` when it does; `other` for a reason unknown here). */
export const RESOLUTION_REASONS = ['ok', 'not_resolved', 'disabled', 'wrong_target', 'other'] as const;
export type ResolutionReason = (typeof RESOLUTION_REASONS)[number];

const dnsValueSchema = z.object({ type: z.string(), value: z.string() });

/** The answer of "check resolution": what the domain resolves to and what it should resolve to. */
export const resolutionSchema = z.object({
  domain: z.string(),
  resolved: z.coerce.boolean(),
  ok: z.coerce.boolean(),
  reason: z.enum(RESOLUTION_REASONS).catch('other'),
  records: z.array(dnsValueSchema).default([]),
  expected: dnsValueSchema,
  /** The server's own words, shown for a reason this client does not know. */
  message: z.string().nullish(),
});
export type Resolution = z.infer<typeof resolutionSchema>;

/** Where a CDN domain's CNAME record stands in the site's DNS. */
export const CNAME_STATES = ['ok', 'missing', 'mismatch', 'paused', 'unmanaged'] as const;
export type CnameState = (typeof CNAME_STATES)[number];

export const cnameStatusSchema = z.object({
  id: idSchema,
  domain: z.string(),
  cname: z.string(),
  state: z.enum(CNAME_STATES),
  /** The site domain (DNS zone) the record belongs in: the CDN domain's root; none when unmanaged. */
  domain_id: idSchema.nullish(),
  root: z.string().nullish(),
  host: z.string().nullish(),
  record_id: idSchema.nullish(),
});
export type CnameStatus = z.infer<typeof cnameStatusSchema>;

const counterSchema = z.object({ quota: z.coerce.number().int(), surplus: z.coerce.number().int() });

/** Today's refresh and prefetch quota of the CDN account. */
export const cdnQuotaSchema = z.object({
  refresh_url: counterSchema,
  refresh_dir: counterSchema,
  prefetch_url: counterSchema,
});
export type CdnQuota = z.infer<typeof cdnQuotaSchema>;

const cacheAnswer = data(z.object({ request_id: z.string(), quota: cdnQuotaSchema }));

/** A DNS record as `add-cname` answers it. */
const dnsRecordSchema = z.object({ id: idSchema, host: z.string(), value: z.string() });

/** What a refresh asks the CDN to fetch again: files and directories (which end with "/"). */
export interface CacheBody {
  urls: string[];
  dirs: string[];
}

/** Per request: at most 100 URLs and 10 directories (Qiniu's limits). */
export const CACHE_LIMITS = { urls: 100, dirs: 10 } as const;

/** A refresh takes files and directories; a prefetch files only. */
export type CacheMode = 'refresh' | 'prefetch';

/** The first rule a refresh or prefetch breaks; `line` counts from 1, blank lines included. */
export type CacheProblem =
  | { code: 'empty' | 'too_many_urls' | 'too_many_dirs' }
  | { code: 'not_url' | 'other_domain' | 'dir_not_allowed'; line: number };

function isHttpUrl(text: string): URL | undefined {
  if (/\s/.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API's rules for the lines of a refresh or prefetch, which the client checks before sending
 * and the server on receipt: each line an http(s) URL on the CDN domain, a directory ends with
 * "/" (refresh only), at most `CACHE_LIMITS` of each; blank lines and repeats are dropped.
 */
export function readCacheLines(
  text: string,
  domain: string,
  mode: CacheMode,
): { body: CacheBody } | { problem: CacheProblem } {
  const urls = new Set<string>();
  const dirs = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const entry = raw.trim();
    if (!entry) continue;
    const line = index + 1;
    const url = isHttpUrl(entry);
    if (!url) return { problem: { code: 'not_url', line } };
    if (url.hostname !== domain.toLowerCase()) return { problem: { code: 'other_domain', line } };
    const directory = entry.endsWith('/');
    if (directory && mode === 'prefetch') return { problem: { code: 'dir_not_allowed', line } };
    (directory ? dirs : urls).add(entry);
  }
  if (urls.size === 0 && dirs.size === 0) return { problem: { code: 'empty' } };
  if (urls.size > CACHE_LIMITS.urls) return { problem: { code: 'too_many_urls' } };
  if (dirs.size > CACHE_LIMITS.dirs) return { problem: { code: 'too_many_dirs' } };
  return { body: { urls: [...urls], dirs: [...dirs] } };
}

/** The CDN steps of a domain's status (resources/domain-qiniu.ts: 0 configuring, 1 active, 2 failed, 3 offline). */
export type CdnStep = 'offline' | 'online' | 'sync' | 'retry';

const CDN_STEP_PATHS: Readonly<Record<CdnStep, string>> = {
  offline: API_PATHS.domains.offline,
  online: API_PATHS.domains.online,
  sync: API_PATHS.domains.sync,
  retry: API_PATHS.domains.retry,
};

export function domainMethods(client: AxiosInstance) {
  return {
    checkDomainResolution: (id: Id) =>
      request(client, 'GET', fillPath(API_PATHS.domains.check, { id }), data(resolutionSchema)),
    getDomainCertificate: (id: Id) =>
      request(client, 'GET', fillPath(API_PATHS.domains.certificate, { id }), data(certificateSchema)),
    /** Applies for a certificate, or renews it: the answer is the certificate being issued. */
    applyDomainCertificate: (id: Id) =>
      request(client, 'POST', fillPath(API_PATHS.domains.certificate, { id }), data(certificateSchema)),
    setDnsRecordEnabled: (id: Id, enabled: boolean) =>
      request(
        client,
        'PUT',
        fillPath(enabled ? API_PATHS.domains.dnsEnable : API_PATHS.domains.dnsDisable, { id }),
        emptyAnswer,
      ),
    getCnameStatus: () =>
      request(client, 'GET', API_PATHS.domains.cnameStatus, data(z.array(cnameStatusSchema))),
    addCnameRecord: (id: Id) =>
      request(client, 'POST', fillPath(API_PATHS.domains.addCname, { id }), data(dnsRecordSchema)),
    getCdnQuota: () => request(client, 'GET', API_PATHS.domains.quota, data(cdnQuotaSchema)),
    refreshCdnCache: (id: Id, body: CacheBody) =>
      request(client, 'POST', fillPath(API_PATHS.domains.refresh, { id }), cacheAnswer, body),
    prefetchCdnUrls: (id: Id, urls: readonly string[]) =>
      request(client, 'POST', fillPath(API_PATHS.domains.prefetch, { id }), cacheAnswer, { urls }),
    /** A step of a CDN domain's status; answers its status afterwards. */
    cdnStep: (step: CdnStep, id: Id) =>
      request(
        client,
        'PUT',
        fillPath(CDN_STEP_PATHS[step], { id }),
        data(z.object({ status: z.coerce.number().int() })),
      ).then((answer) => answer.status),
  };
}
