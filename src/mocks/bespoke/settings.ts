import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { toPlainText } from '../../../resources/core/richText';
import { optionsIn, SETTINGS_DEFAULTS, SETTINGS_OPTIONS } from '../data/settingsOptions';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import { errorResponse, fail, readBody, str } from '../responses';
import type { BespokeHandlers } from '../routing';
import { checkRevision, storedRevision } from '../versions';

/** The configuration groups' saved values: one record per group (`key` = `love/basic`). */
export const SETTINGS_COLLECTION = 'config-settings';
export const SETTINGS_PERMISSION = 'setting.config';

type Values = Record<string, string | number | null>;

/** The version a group answers: its stored record's, or the first one (never saved: revision 1). */
export function groupVersion(record: DemoRecord | undefined) {
  return {
    revision: storedRevision(record ?? {}),
    updated_at: str(record?.updated_at),
    updated_by: str(record?.updated_by),
  };
}

/** A configuration group's stored record (`key` = `love/basic`), if it was ever saved. */
export const storedGroup = (db: DemoDb, key: string): DemoRecord | undefined =>
  db.list(SETTINGS_COLLECTION).find((r) => r.key === key);

export function settingsOf(db: DemoDb, key: string): Values {
  const values = storedGroup(db, key)?.values;
  return { ...SETTINGS_DEFAULTS[key], ...(values && typeof values === 'object' ? (values as Values) : {}) };
}

/**
 * Stores a group's values changed by `me` (the store gives it its next version). A group never
 * saved answers its first values as revision 1, so they are stored as that revision first and the
 * change is the next: two pages that read the first values cannot both save unchecked.
 */
export function saveGroup(db: DemoDb, key: string, values: Values, defaults: Values, me: DemoIdentity): void {
  const saved = storedGroup(db, key) ?? db.create(SETTINGS_COLLECTION, { key, values: defaults });
  db.replace(SETTINGS_COLLECTION, { ...saved, values }, actorName(me));
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

/** A group as `GET` answers it: its values and its version. */
const answerOf = (db: DemoDb, key: string) => ({
  ...settingsOf(db, key),
  ...groupVersion(storedGroup(db, key)),
});

/**
 * `/config/options/<scope>/<group>` and `GET`/`PUT /config/<scope>/<group>` (spec §7 Config). A
 * group answers its values with its version; a save changes the fields sent, based on the
 * `revision` sent (a stale one: 409 with the group as it is now), and answers the saved group.
 */
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
      return HttpResponse.json({ data: answerOf(db, key) });
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
      const refused = checkRevision(lang, body, storedGroup(db, key) ?? {}, () => answerOf(db, key));
      if (refused) return refused;
      // Only the fields sent change (a page sends what the user changed); the others stay.
      const merged = { ...settingsOf(db, key) };
      for (const name of Object.keys(SETTINGS_DEFAULTS[key] ?? {})) {
        const value = body[name];
        if (typeof value === 'string' || typeof value === 'number' || value === null) merged[name] = value;
      }
      const problem = problemOf(key, merged, lang);
      if (problem) return errorResponse(422, problem[1], { [problem[0]]: problem[1] });
      saveGroup(db, key, merged, settingsOf(db, key), me);
      return HttpResponse.json({
        message: lang === 'en' ? 'Settings saved' : '设置成功',
        data: answerOf(db, key),
      });
    }),
  ),
];

export default settings;
