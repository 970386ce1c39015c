import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoRecord } from '../db';
import { actorName } from '../identity';
import type { Lang } from '../messages';
import { errorResponse, fail, noContent, readBody, str } from '../responses';
import type { AuthedResolver, BespokeHandlers } from '../routing';

/** `pack.status` (resources/pack.ts): 0 building, 1 built, 2 auditing, 3 passed, 4 rejected, 5 online, 6 cancelled. */
const S = { building: 0, built: 1, auditing: 2, passed: 3, rejected: 4, online: 5, cancelled: 6 } as const;

/** How long the demo's build and audit take, from the first list read that sees them under way. */
export const BUILD_MS = 2000;
export const AUDIT_MS = 8000;

const PACK_PERMISSION = 'setting.pack';

type Platform = 'weapp' | 'official' | 'tiktok';
const PLATFORMS: readonly Platform[] = ['weapp', 'official', 'tiktok'];
const APP_IDS: Readonly<Record<Platform, string>> = {
  weapp: 'wx3f8a9c2d1e4b5a60',
  official: 'wx9b1c2d3e4f5a6b7c',
  tiktok: 'tt1a2b3c4d5e6f7a8b',
};

interface Authorisation {
  authorized: boolean;
  online_version: string | null;
}

const WRONG_STEP: Readonly<Record<Lang, string>> = {
  zh_CN: '当前状态不能执行该操作',
  en: 'This step is not possible in the current status',
};
const NOT_AUTHORIZED: Readonly<Record<Lang, string>> = {
  zh_CN: '请先完成授权',
  en: 'Please authorise the platform first',
};

/** Which statuses each step leaves from, and where it goes. */
const STEPS = {
  audit: { from: [S.built, S.rejected], to: S.auditing },
  'cancel-audit': { from: [S.auditing], to: S.built },
  cancel: { from: [S.building, S.built, S.auditing, S.passed, S.rejected], to: S.cancelled },
  online: { from: [S.passed], to: S.online },
} as const;

/**
 * The demo's mini-app packaging (spec §7 "Admin"): authorisation per platform, and packages that
 * move build → built → audit → passed → online. Builds and audits finish on their own a moment
 * later (timed from the first read of the `pack` list that sees them, which then falls through
 * to the generic CRUD).
 */
const packaging: BespokeHandlers = ({ db, route, authed: signedIn }) => {
  /** Every packaging call needs `setting.pack` (resources/pack.ts). */
  const authed = (resolver: AuthedResolver) =>
    signedIn((info) =>
      info.me.permissions.has(PACK_PERMISSION) ? resolver(info) : fail(403, info.lang, 'forbidden'),
    );
  /** When a read first saw a package building or in audit. */
  const seen = new Map<number, number>();
  const auth = new Map<Platform, Authorisation>(
    PLATFORMS.map((p) => [p, { authorized: p !== 'tiktok', online_version: p === 'weapp' ? '1.0.0' : null }]),
  );

  const latestVersion = (platform: Platform, statuses: readonly number[]) =>
    db
      .list('pack')
      .filter((r) => r.platform === platform && statuses.includes(Number(r.status)))
      .sort((a, b) => Number(b.id) - Number(a.id))[0]?.version;

  const advance = (now: number) => {
    for (const record of db.list('pack')) {
      const id = Number(record.id);
      if (record.status !== S.building && record.status !== S.auditing) continue;
      // Timed from the first read that sees it pending, so a client always sees the step once.
      const since = seen.get(id);
      if (since === undefined) seen.set(id, now);
      else if (record.status === S.building && now - since >= BUILD_MS) finish(record, S.built);
      else if (record.status === S.auditing && now - since >= AUDIT_MS) finish(record, S.passed);
    }
  };
  const finish = (record: DemoRecord, status: number) => {
    seen.delete(Number(record.id));
    db.replace('pack', {
      ...record,
      status,
      audit_reason: status === S.passed ? '' : record.audit_reason,
    });
  };

  const platformOf = (value: unknown): Platform | undefined => PLATFORMS.find((p) => p === value);

  const step = (name: keyof typeof STEPS, path: string) =>
    route(
      'put',
      path,
      authed(({ params, me, lang }) => {
        const record = db.get('pack', Number(params.id));
        if (!record) return errorResponse(404, lang === 'en' ? 'Not found' : '记录不存在');
        const { from, to } = STEPS[name];
        if (!(from as readonly number[]).includes(Number(record.status))) {
          return errorResponse(422, WRONG_STEP[lang]);
        }
        seen.delete(Number(record.id));
        const platform = platformOf(record.platform);
        if (to === S.online && platform) {
          const current = auth.get(platform);
          if (current) auth.set(platform, { ...current, online_version: str(record.version) });
        }
        db.replace('pack', { ...record, status: to }, actorName(me));
        return noContent();
      }),
    );

  /** The app of a platform: the one its packages were built for. */
  const appIdOf = (platform: Platform): string => {
    const known = db.list('pack').find((r) => r.platform === platform)?.app_id;
    return typeof known === 'string' ? known : APP_IDS[platform];
  };

  const state = () =>
    PLATFORMS.map((platform) => {
      const a = auth.get(platform) ?? { authorized: false, online_version: null };
      return {
        platform,
        authorized: a.authorized,
        app_id: a.authorized ? appIdOf(platform) : null,
        nickname: a.authorized ? '缘来红娘' : null,
        version: a.authorized ? (latestVersion(platform, [S.passed, S.auditing]) ?? null) : null,
        online_version: a.authorized ? a.online_version : null,
      };
    });

  return [
    // Moves builds and audits on, then leaves the list to the generic CRUD.
    route('get', '/plugin/love/admin/pack', async () => {
      await db.ready();
      advance(Date.now());
      return undefined;
    }),
    route(
      'get',
      API_PATHS.admin.wechatAuthUrl,
      // The demo has no WeChat: asking for the page completes the authorisation at once.
      authed(({ request }) => {
        const platform = platformOf(new URL(request.url).searchParams.get('platform')) ?? 'weapp';
        auth.set(platform, { authorized: true, online_version: auth.get(platform)?.online_version ?? null });
        return HttpResponse.json({
          data: { url: `https://open.weixin.qq.com/connect/oauth?demo=${platform}` },
        });
      }),
    ),
    route(
      'get',
      API_PATHS.admin.tiktokAuthUrl,
      authed(() => {
        auth.set('tiktok', { authorized: true, online_version: auth.get('tiktok')?.online_version ?? null });
        return HttpResponse.json({ data: { url: 'https://open.douyin.com/platform/oauth?demo=tiktok' } });
      }),
    ),
    route(
      'get',
      API_PATHS.admin.miniAppVersion,
      authed(() => HttpResponse.json({ data: state() })),
    ),
    route(
      'post',
      API_PATHS.admin.cancelOauth,
      authed(async ({ request }) => {
        const platform = platformOf((await readBody(request))?.platform);
        if (platform) auth.set(platform, { authorized: false, online_version: null });
        return noContent();
      }),
    ),
    route(
      'post',
      API_PATHS.admin.miniAppOnline,
      authed(async ({ request, lang }) => {
        const platform = platformOf((await readBody(request))?.platform);
        const current = platform ? auth.get(platform) : undefined;
        if (!platform || !current?.authorized) return errorResponse(422, NOT_AUTHORIZED[lang]);
        const version = latestVersion(platform, [S.passed]);
        if (!version) return errorResponse(422, WRONG_STEP[lang]);
        auth.set(platform, { ...current, online_version: str(version) });
        return noContent();
      }),
    ),
    route(
      'post',
      API_PATHS.admin.packBuild,
      authed(async ({ request, me, lang }) => {
        const body = (await readBody(request)) ?? {};
        const platform = platformOf(body.platform);
        if (!platform || !auth.get(platform)?.authorized) return errorResponse(422, NOT_AUTHORIZED[lang]);
        const record = db.create(
          'pack',
          {
            platform,
            app_id: appIdOf(platform),
            version: str(body.version),
            description: str(body.description),
            status: S.building,
            audit_reason: '',
            created_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
          },
          actorName(me),
        );
        return HttpResponse.json({ data: record });
      }),
    ),
    step('audit', API_PATHS.admin.packAudit),
    step('cancel-audit', API_PATHS.admin.packCancelAudit),
    step('cancel', API_PATHS.admin.packCancel),
    step('online', API_PATHS.admin.packOnline),
    route(
      'get',
      API_PATHS.admin.packTrialQrcode,
      authed(({ params, lang }) => {
        const record = db.get('pack', Number(params.id));
        if (!record || Number(record.status) === S.building || Number(record.status) === S.cancelled) {
          return errorResponse(422, WRONG_STEP[lang]);
        }
        return HttpResponse.json({
          data: {
            url: `https://mp.weixin.qq.com/a/trial?appid=${str(record.app_id)}&v=${str(record.version)}`,
          },
        });
      }),
    ),
  ];
};

export default packaging;
