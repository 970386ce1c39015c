import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { Lang } from '../messages';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { SECRET_MASK } from '../sensitive';
import { checkRevision } from '../versions';
import { groupVersion, saveGroup, storedGroup } from './settings';

/** Who edits the official account (the admin holds it). */
export const OFFICIAL_PERMISSION = 'setting.official';
const KEY = 'admin/official';

type Values = Record<string, string | number | null>;

/** The first values: an account already set up, as a site that went live would have. */
export const OFFICIAL_DEFAULTS: Readonly<Values> = {
  name: '喜鹊婚恋服务号',
  original_id: 'gh_3f2a9c1d7b4e',
  app_id: 'wx9b1c2d3e4f5a6b7c',
  app_secret: '5f0c3e9a7b1d4f6a8c2e0b9d7f5a3c1e',
  token: 'xique2025',
  encoding_aes_key: 'Q7m2Kx9PzL4vN8cR1tY6bW3hJ5sD0fG2aE9uI4oK7pM',
  encrypt_mode: 2,
  template_notice: 1,
  subscribe_reply: '感谢关注喜鹊婚恋！回复「红娘」联系您的专属红娘。',
};

const SECRETS = ['app_secret', 'encoding_aes_key'] as const;

/** Each checked field: its format and its message in both languages (the app checks the same). */
const RULES: Readonly<Record<string, { pattern: RegExp; required: boolean; zh: string; en: string }>> = {
  name: {
    pattern: /^.{1,30}$/su,
    required: true,
    zh: '请填写公众号名称（最多30字）',
    en: 'Account name: 1 to 30 characters',
  },
  original_id: {
    pattern: /^gh_[0-9a-f]{12}$/,
    required: false,
    zh: '原始 ID 格式不正确',
    en: 'Invalid original ID',
  },
  app_id: { pattern: /^wx[0-9a-f]{16}$/, required: true, zh: 'AppID 格式不正确', en: 'Invalid AppID' },
  app_secret: {
    pattern: /^[0-9a-f]{32}$/,
    required: true,
    zh: 'AppSecret 格式不正确',
    en: 'Invalid AppSecret',
  },
  token: { pattern: /^[A-Za-z0-9]{3,32}$/, required: true, zh: 'Token 格式不正确', en: 'Invalid Token' },
  encoding_aes_key: {
    pattern: /^[A-Za-z0-9]{43}$/,
    required: true,
    zh: 'EncodingAESKey 格式不正确',
    en: 'Invalid EncodingAESKey',
  },
  encrypt_mode: {
    pattern: /^[012]$/,
    required: true,
    zh: '请选择消息加解密方式',
    en: 'Choose the message encryption',
  },
  subscribe_reply: {
    pattern: /^.{0,600}$/su,
    required: false,
    zh: '关注回复最多600字',
    en: 'Reply on follow: up to 600 characters',
  },
};

/** The first field whose value breaks its rule, with the message. */
function problemOf(values: Values, lang: Lang): [string, string] | undefined {
  for (const [name, rule] of Object.entries(RULES)) {
    const value = values[name];
    const text = value === null || value === undefined ? '' : String(value);
    if (!text && !rule.required) continue;
    if (!rule.pattern.test(text)) return [name, lang === 'en' ? rule.en : rule.zh];
  }
  return undefined;
}

/**
 * `GET`/`PUT` the official account's settings (spec §7 Admin `official`); secrets are write-only.
 * Versioned like the configuration groups: a save based on a stale `revision` is a 409 whose
 * `current` is the account as `GET` answers it, secrets masked.
 */
const official: BespokeHandlers = ({ db, route, authed, options }) => {
  const saved = (): Values => {
    const values = storedGroup(db, KEY)?.values;
    return { ...OFFICIAL_DEFAULTS, ...(values && typeof values === 'object' ? (values as Values) : {}) };
  };
  /** The account as its reader gets it: secrets masked, the server address of this host, the version. */
  const answerOf = (request: Request) => {
    const host = options.siteDomain?.(request) ?? new URL(request.url).host;
    const values: Values = { ...saved(), server_url: `https://${host}/wechat/official/notify` };
    for (const name of SECRETS) if (values[name]) values[name] = SECRET_MASK;
    return { ...values, ...groupVersion(storedGroup(db, KEY)) };
  };
  return [
    route(
      'get',
      API_PATHS.settings.official,
      authed(({ request, me, lang }) => {
        if (!me.permissions.has(OFFICIAL_PERMISSION)) return fail(403, lang, 'forbidden');
        return HttpResponse.json({ data: answerOf(request) });
      }),
    ),
    route(
      'put',
      API_PATHS.settings.official,
      authed(async ({ request, me, lang }) => {
        if (!me.permissions.has(OFFICIAL_PERMISSION)) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        if (!body) return fail(422, lang, 'invalidBody');
        const refused = checkRevision(lang, body, storedGroup(db, KEY) ?? {}, () => answerOf(request));
        if (refused) return refused;
        const next: Values = { ...saved() };
        for (const name of Object.keys(OFFICIAL_DEFAULTS)) {
          const value = body[name];
          // A secret sent back as the mask it was shown keeps the stored value.
          if ((SECRETS as readonly string[]).includes(name) && value === SECRET_MASK) continue;
          if (typeof value === 'string' || typeof value === 'number' || value === null) next[name] = value;
        }
        const problem = problemOf(next, lang);
        if (problem) return errorResponse(422, problem[1], { [problem[0]]: problem[1] });
        saveGroup(db, KEY, next, saved(), me);
        return HttpResponse.json({
          message: lang === 'en' ? 'Settings saved' : '设置成功',
          data: answerOf(request),
        });
      }),
    ),
  ];
};

export default official;
