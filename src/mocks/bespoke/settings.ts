import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { toPlainText } from '../../../resources/core/richText';
import { optionsIn, SETTINGS_DEFAULTS, SETTINGS_OPTIONS } from '../data/settingsOptions';
import type { DemoDb } from '../db';
import type { Lang } from '../messages';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';

/** The configuration groups' saved values: one record per group (`key` = `love/basic`). */
export const SETTINGS_COLLECTION = 'config-settings';
export const SETTINGS_PERMISSION = 'setting.config';

type Values = Record<string, string | number | null>;

export function settingsOf(db: DemoDb, key: string): Values {
  const saved = db.list(SETTINGS_COLLECTION).find((r) => r.key === key);
  const values = saved?.values;
  return { ...SETTINGS_DEFAULTS[key], ...(values && typeof values === 'object' ? (values as Values) : {}) };
}

/** The first problem of a body against its group's options (required, range, length), in `lang`. */
function problemOf(key: string, body: Record<string, unknown>, lang: Lang): [string, string] | undefined {
  for (const section of optionsIn(key, lang)) {
    for (const field of section.fields) {
      const value = body[field.name];
      const empty = value === undefined || value === null || value === '';
      if (field.required && empty)
        return [field.name, lang === 'en' ? `${field.label} is required` : `请填写${field.label}`];
      if (empty) continue;
      const numeric = field.type === 'integer' || field.type === 'money';
      const size = numeric
        ? Number(value)
        : (field.type === 'richtext' ? toPlainText(value) : String(value)).length;
      if (numeric && !Number.isFinite(size)) return [field.name, `${field.label}: ${String(value)}`];
      if ((field.min !== undefined && size < field.min) || (field.max !== undefined && size > field.max))
        return [field.name, lang === 'en' ? `${field.label} is out of range` : `${field.label}超出范围`];
    }
  }
  return undefined;
}

const groupKey = (params: Record<string, unknown>) => `${String(params.scope)}/${String(params.group)}`;

/** `/config/options/<scope>/<group>` and `GET`/`PUT /config/<scope>/<group>` (spec §7 Config). */
const settings: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.settings.options,
    authed(({ params, me, lang }) => {
      if (!me.permissions.has(SETTINGS_PERMISSION)) return fail(403, lang, 'forbidden');
      const key = groupKey(params);
      if (!SETTINGS_OPTIONS[key]) return fail(404, lang, 'notFound');
      return HttpResponse.json({ data: { sections: optionsIn(key, lang) } });
    }),
  ),
  route(
    'get',
    API_PATHS.settings.values,
    authed(({ params, me, lang }) => {
      if (!me.permissions.has(SETTINGS_PERMISSION)) return fail(403, lang, 'forbidden');
      const key = groupKey(params);
      if (!SETTINGS_DEFAULTS[key]) return fail(404, lang, 'notFound');
      return HttpResponse.json({ data: settingsOf(db, key) });
    }),
  ),
  route(
    'put',
    API_PATHS.settings.values,
    authed(async ({ request, params, me, lang }) => {
      if (!me.permissions.has(SETTINGS_PERMISSION)) return fail(403, lang, 'forbidden');
      const key = groupKey(params);
      if (!SETTINGS_DEFAULTS[key]) return fail(404, lang, 'notFound');
      const body = await readBody(request);
      if (!body) return fail(422, lang, 'invalidBody');
      const problem = problemOf(key, body, lang);
      if (problem) return errorResponse(422, problem[1], { [problem[0]]: problem[1] });
      const values: Values = {};
      for (const name of Object.keys(SETTINGS_DEFAULTS[key] ?? {})) {
        const value = body[name];
        if (typeof value === 'string' || typeof value === 'number' || value === null) values[name] = value;
      }
      const merged = { ...settingsOf(db, key), ...values };
      const saved = db.list(SETTINGS_COLLECTION).find((r) => r.key === key);
      if (saved) db.replace(SETTINGS_COLLECTION, { ...saved, values: merged });
      else db.create(SETTINGS_COLLECTION, { key, values: merged });
      return HttpResponse.json({ message: lang === 'en' ? 'Settings saved' : '设置成功' });
    }),
  ),
];

export default settings;
