import { HttpResponse, type PathParams } from 'msw';
import {
  readCacheLines,
  type CacheMode,
  type CacheProblem,
  type CdnQuota,
  type CnameState,
  type CnameStatus,
} from '../../../dataProvider/methods/domains';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction, type Action } from '../../../resources/core/permissions';
import { qiniuCname, SITE_IP } from '../data/domains';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import { errorResponse, fail, noContent, readBody, str } from '../responses';
import type { AuthedInfo, BespokeHandlers } from '../routing';
import { formatDate, formatDateTime } from '../seeding';

/** How long the demo takes to issue a certificate, from the application (or its first read). */
export const CERT_MS = 2000;
/** Today's quota of the CDN account (Qiniu's defaults). */
export const CDN_QUOTA = { refresh_url: 500, refresh_dir: 20, prefetch_url: 300 } as const;
/** Where today's use of the quota is kept (a bespoke collection of the demo store). */
export const QUOTA_COLLECTION = 'cdn-quota';

const LOVE = '/plugin/love/admin';
const CERT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The permission of each resource (their `access`, resources/*.ts). */
const PERMISSION = {
  domain: 'setting.domain',
  'domain-dns': 'setting.domain_dns',
  'domain-qiniu': 'setting.domain_qiniu',
} as const;

type L = Readonly<Record<Lang, string>>;
const TEXTS = {
  certIssuing: { zh_CN: '证书正在签发中，请稍候', en: 'A certificate is already being issued' },
  certNotResolving: {
    zh_CN: '域名 %s 未正确解析到本站，无法签发证书',
    en: '%s does not resolve to this site: no certificate can be issued',
  },
  wrongStatus: { zh_CN: '当前状态不能执行该操作', en: 'This is not possible in the current status' },
  inactive: {
    zh_CN: '加速域名未生效，不能刷新或预取',
    en: 'The CDN domain is not active: it cannot be refreshed or prefetched',
  },
  unmanaged: {
    zh_CN: '根域名 %s 不是本站域名，请到其域名服务商处添加 CNAME 记录',
    en: 'The root domain %s is not one of the site’s domains: add the CNAME record at its DNS provider',
  },
  recordExists: { zh_CN: '主机记录 %s 已有解析记录', en: 'The host %s already has a DNS record' },
  empty: { zh_CN: '请至少填写一个 URL', en: 'Enter at least one URL' },
  not_url: { zh_CN: '第 %s 行不是 http(s) 链接', en: 'Line %s is not an http(s) URL' },
  other_domain: { zh_CN: '第 %s 行不属于域名 %s', en: 'Line %s is not on %s' },
  dir_not_allowed: {
    zh_CN: '第 %s 行是目录，预取只支持文件',
    en: 'Line %s is a directory: prefetch takes files only',
  },
  too_many_urls: { zh_CN: '每次最多提交 100 个 URL', en: 'At most 100 URLs per request' },
  too_many_dirs: { zh_CN: '每次最多提交 10 个目录', en: 'At most 10 directories per request' },
  quota: {
    zh_CN: '今日额度不足，剩余 %s 个',
    en: 'Not enough quota left today: %s remaining',
  },
} as const satisfies Record<string, L>;

/** A text with its `%s` filled in order. */
const say = (lang: Lang, text: L, ...values: (string | number)[]) =>
  values.reduce<string>((out, value) => out.replace('%s', String(value)), text[lang]);

const idOf = (params: PathParams): number => Number(params.id);

/** The site domains a host sits under (itself included), most specific first, with its name there. */
function zonesOf(db: DemoDb, host: string): { zone: DemoRecord; name: string }[] {
  return db
    .list('domain')
    .map((zone) => ({ zone, root: str(zone.domain).toLowerCase() }))
    .filter(({ root }) => host === root || host.endsWith(`.${root}`))
    .sort((a, b) => b.root.length - a.root.length)
    .map(({ zone, root }) => ({ zone, name: host === root ? '@' : host.slice(0, -root.length - 1) }));
}

/** The DNS records answering for a host (A, AAAA or CNAME under any zone it sits in). */
function recordsOf(db: DemoDb, host: string): DemoRecord[] {
  const zones = zonesOf(db, host);
  return db
    .list('domain-dns')
    .filter((r) => ['A', 'AAAA', 'CNAME'].includes(str(r.record_type)))
    .filter((r) => zones.some(({ zone, name }) => r.domain_id === zone.id && str(r.host) === name));
}

/** Where a site domain should point: the CDN for media, the site's server otherwise. */
const expectedOf = (domain: DemoRecord) =>
  domain.usage === 'media'
    ? { type: 'CNAME', value: qiniuCname(str(domain.domain)) }
    : { type: 'A', value: SITE_IP };

function resolutionOf(db: DemoDb, domain: DemoRecord) {
  const name = str(domain.domain).toLowerCase();
  const all = recordsOf(db, name);
  const live = all.filter((r) => r.status !== 0);
  const expected = expectedOf(domain);
  const records = live.map((r) => ({ type: str(r.record_type), value: str(r.value) }));
  const ok = records.some((r) => r.type === expected.type && r.value === expected.value);
  const reason = ok ? 'ok' : live.length ? 'wrong_target' : all.length ? 'disabled' : 'not_resolved';
  return { domain: name, resolved: live.length > 0, ok, reason, records, expected };
}

/**
 * Where a CDN domain's CNAME record stands. It is looked for in every zone the domain sits in, and
 * belongs in its root domain (the least specific site domain above it).
 */
function cnameOf(db: DemoDb, cdn: DemoRecord): CnameStatus {
  const domain = str(cdn.domain).toLowerCase();
  const cname = str(cdn.cname) || qiniuCname(domain);
  const zones = zonesOf(db, domain);
  const root = zones.at(-1);
  const base = { id: cdn.id, domain, cname };
  if (!root) {
    const guess = domain.split('.').slice(-2).join('.');
    return { ...base, state: 'unmanaged', root: guess, domain_id: null, host: null, record_id: null };
  }
  const records = db
    .list('domain-dns')
    .filter((r) => zones.some(({ zone, name }) => r.domain_id === zone.id && str(r.host) === name));
  const match = records.find((r) => r.record_type === 'CNAME' && str(r.value) === cname);
  const state: CnameState = match
    ? match.status === 0
      ? 'paused'
      : 'ok'
    : records.length
      ? 'mismatch'
      : 'missing';
  return {
    ...base,
    state,
    domain_id: root.zone.id,
    root: str(root.zone.domain),
    host: root.name,
    record_id: (match ?? records[0])?.id ?? null,
  };
}

/** Which statuses each CDN step leaves from (0 configuring, 1 active, 2 failed, 3 offline), and where it goes. */
const CDN_STEPS = {
  offline: { from: [1], to: 3, action: 'disable' },
  online: { from: [3], to: 1, action: 'enable' },
  // Asking Qiniu again: a configuring domain is done by now; other statuses stay.
  sync: { from: [0, 1, 2, 3], to: 1, action: 'edit' },
  retry: { from: [2], to: 0, action: 'edit' },
} as const satisfies Record<string, { from: readonly number[]; to: number; action: Action }>;

/**
 * The actions beside the CRUD of `domain`, `domain-dns` and `domain-qiniu` (spec §7 "Admin",
 * `API_PATHS.domains`): resolution check and certificate of a site domain, DNS records on and off,
 * the CDN domains' CNAME records, cache refresh and prefetch within today's quota, offline/online.
 */
const domains: BespokeHandlers = ({ db, route, authed }) => {
  const may = (me: DemoIdentity, resource: keyof typeof PERMISSION, action: Action) =>
    canAction([PERMISSION[resource]], me.permissions, me.actions, action);
  /** A resolver for users who may do `action` on the resource (each needs its resource's permission). */
  const guarded = (
    resource: keyof typeof PERMISSION,
    action: Action,
    resolver: (info: AuthedInfo) => Promise<Response> | Response,
  ) =>
    authed((info) => (may(info.me, resource, action) ? resolver(info) : fail(403, info.lang, 'forbidden')));

  /** When each certificate was applied for (or first seen issuing). */
  const requested = new Map<number, number>();
  const advance = (now: number) => {
    for (const domain of db.list('domain')) {
      if (domain.cert_status !== 'issuing') continue;
      const since = requested.get(domain.id);
      if (since === undefined) requested.set(domain.id, now);
      else if (now - since >= CERT_MS) {
        requested.delete(domain.id);
        const expires = formatDateTime(new Date(now + CERT_DAYS * DAY_MS));
        db.replace('domain', { ...domain, cert_status: 'issued', cert_expires_at: expires });
      }
    }
  };
  const certificateOf = (domain: DemoRecord) => ({
    status: str(domain.cert_status, 'none'),
    expires_at: domain.cert_expires_at ?? null,
    issuer: domain.cert_status === 'issued' ? "Let's Encrypt R11" : null,
  });

  /** Today's use of the quota (a record of the bespoke collection, one per day). */
  const usedToday = (): DemoRecord => {
    const day = formatDate(new Date());
    return (
      db.list(QUOTA_COLLECTION).find((r) => r.day === day) ??
      db.create(QUOTA_COLLECTION, { day, refresh_url: 0, refresh_dir: 0, prefetch_url: 0 })
    );
  };
  const quota = (): CdnQuota => {
    const used = usedToday();
    const counter = (key: keyof typeof CDN_QUOTA) => ({
      quota: CDN_QUOTA[key],
      surplus: Math.max(0, CDN_QUOTA[key] - Number(used[key] ?? 0)),
    });
    return {
      refresh_url: counter('refresh_url'),
      refresh_dir: counter('refresh_dir'),
      prefetch_url: counter('prefetch_url'),
    };
  };

  const cacheText = (lang: Lang, problem: CacheProblem, domain: string) =>
    'line' in problem ? say(lang, TEXTS[problem.code], problem.line, domain) : TEXTS[problem.code][lang];

  /** A refresh (files and directories) or a prefetch (files) of an active CDN domain, within the quota. */
  const cache = (mode: CacheMode) =>
    guarded('domain-qiniu', 'edit', async ({ params, request, lang }) => {
      const cdn = db.get('domain-qiniu', idOf(params));
      if (!cdn) return fail(404, lang, 'notFound');
      if (cdn.status !== 1) return errorResponse(422, TEXTS.inactive[lang]);
      const body = (await readBody(request)) ?? {};
      const list = (value: unknown) =>
        Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
      const lines = [...list(body.urls), ...(mode === 'refresh' ? list(body.dirs) : [])];
      const read = readCacheLines(lines.join('\n'), str(cdn.domain), mode);
      if ('problem' in read) return errorResponse(422, cacheText(lang, read.problem, str(cdn.domain)));
      const left = quota();
      const urlKey = mode === 'refresh' ? 'refresh_url' : 'prefetch_url';
      if (read.body.urls.length > left[urlKey].surplus)
        return errorResponse(422, say(lang, TEXTS.quota, left[urlKey].surplus));
      if (read.body.dirs.length > left.refresh_dir.surplus)
        return errorResponse(422, say(lang, TEXTS.quota, left.refresh_dir.surplus));
      const used = usedToday();
      db.replace(QUOTA_COLLECTION, {
        ...used,
        [urlKey]: Number(used[urlKey] ?? 0) + read.body.urls.length,
        refresh_dir: Number(used.refresh_dir ?? 0) + read.body.dirs.length,
      });
      const requestId = `${mode}-${Date.now().toString(36)}${cdn.id}`;
      return HttpResponse.json({ data: { request_id: requestId, quota: quota() } });
    });

  const cdnStep = (step: keyof typeof CDN_STEPS, path: string) =>
    route(
      'put',
      path,
      guarded('domain-qiniu', CDN_STEPS[step].action, ({ params, me, lang }) => {
        const cdn = db.get('domain-qiniu', idOf(params));
        if (!cdn) return fail(404, lang, 'notFound');
        const { from, to } = CDN_STEPS[step];
        const status = Number(cdn.status);
        if (!(from as readonly number[]).includes(status)) return errorResponse(422, TEXTS.wrongStatus[lang]);
        const next = step === 'sync' && status !== 0 ? status : to;
        db.replace('domain-qiniu', { ...cdn, status: next }, actorName(me));
        return HttpResponse.json({ data: { status: next } });
      }),
    );

  const dnsSwitch = (enabled: boolean, path: string) =>
    route(
      'put',
      path,
      guarded('domain-dns', enabled ? 'enable' : 'disable', ({ params, me, lang }) => {
        const record = db.get('domain-dns', idOf(params));
        if (!record) return fail(404, lang, 'notFound');
        db.replace('domain-dns', { ...record, status: enabled ? 1 : 0 }, actorName(me));
        return noContent();
      }),
    );

  /** Certificates move on whenever domains are read; the read itself is left to the generic CRUD. */
  const advancing = async () => {
    await db.ready();
    advance(Date.now());
    return undefined;
  };

  return [
    route('get', `${LOVE}/domain`, advancing),
    route('get', `${LOVE}/domain/:id`, advancing),
    route(
      'get',
      API_PATHS.domains.check,
      guarded('domain', 'get', ({ params, lang }) => {
        const domain = db.get('domain', idOf(params));
        if (!domain) return fail(404, lang, 'notFound');
        return HttpResponse.json({ data: resolutionOf(db, domain) });
      }),
    ),
    route(
      'get',
      API_PATHS.domains.certificate,
      guarded('domain', 'get', ({ params, lang }) => {
        advance(Date.now());
        const domain = db.get('domain', idOf(params));
        if (!domain) return fail(404, lang, 'notFound');
        return HttpResponse.json({ data: certificateOf(domain) });
      }),
    ),
    route(
      'post',
      API_PATHS.domains.certificate,
      guarded('domain', 'edit', ({ params, me, lang }) => {
        const domain = db.get('domain', idOf(params));
        if (!domain) return fail(404, lang, 'notFound');
        if (domain.cert_status === 'issuing') return errorResponse(422, TEXTS.certIssuing[lang]);
        // The certificate authority checks that the domain points at the site before it issues one.
        if (!resolutionOf(db, domain).ok)
          return errorResponse(422, say(lang, TEXTS.certNotResolving, str(domain.domain)));
        requested.set(domain.id, Date.now());
        const next = db.replace('domain', { ...domain, cert_status: 'issuing' }, actorName(me)) ?? domain;
        return HttpResponse.json({ data: certificateOf(next) });
      }),
    ),
    dnsSwitch(true, API_PATHS.domains.dnsEnable),
    dnsSwitch(false, API_PATHS.domains.dnsDisable),
    route(
      'get',
      API_PATHS.domains.cnameStatus,
      guarded('domain-qiniu', 'query', () =>
        HttpResponse.json({ data: db.list('domain-qiniu').map((cdn) => cnameOf(db, cdn)) }),
      ),
    ),
    route(
      'post',
      API_PATHS.domains.addCname,
      guarded('domain-qiniu', 'edit', ({ params, me, lang }) => {
        if (!may(me, 'domain-dns', 'add')) return fail(403, lang, 'forbidden');
        const cdn = db.get('domain-qiniu', idOf(params));
        if (!cdn) return fail(404, lang, 'notFound');
        const found = cnameOf(db, cdn);
        if (found.state === 'unmanaged')
          return errorResponse(422, say(lang, TEXTS.unmanaged, found.root ?? found.domain));
        if (found.state !== 'missing' || found.domain_id == null)
          return errorResponse(422, say(lang, TEXTS.recordExists, found.host ?? ''));
        const record = db.create(
          'domain-dns',
          {
            domain_id: found.domain_id,
            host: found.host,
            record_type: 'CNAME',
            value: found.cname,
            ttl: 600,
            status: 1,
          },
          actorName(me),
        );
        return HttpResponse.json({ data: record });
      }),
    ),
    route(
      'get',
      API_PATHS.domains.quota,
      guarded('domain-qiniu', 'query', () => HttpResponse.json({ data: quota() })),
    ),
    route('post', API_PATHS.domains.refresh, cache('refresh')),
    route('post', API_PATHS.domains.prefetch, cache('prefetch')),
    cdnStep('offline', API_PATHS.domains.offline),
    cdnStep('online', API_PATHS.domains.online),
    cdnStep('sync', API_PATHS.domains.sync),
    cdnStep('retry', API_PATHS.domains.retry),
  ];
};

export default domains;
