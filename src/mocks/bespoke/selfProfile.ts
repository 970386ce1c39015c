import { HttpResponse } from 'msw';
import { z } from 'zod';
import { API_PATHS } from '../../../dataProvider/paths';
import { safeImageUrl } from '../../../resources/core/safeUrl';
import { identify, userInfo, type DemoIdentity } from '../identity';
import { text, zodErrorMap } from '../messages';
import { errorResponse, fail, invalid, readBody, str } from '../responses';
import type { BespokeHandlers } from '../routing';

/** The parts of their own profile a user may change on `/account/settings`. */
const PROFILE_FIELDS = ['name', 'avatar', 'phone'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The longest name a worker may have (the worker schema's). */
const NAME_MAX_LENGTH = 30;

/**
 * `GET /admin/user/config` (this project's choice of content, docs/api-coverage.md): what the user
 * may change of their own profile and the longest name. A temporary account ("log in as") changes
 * nothing of the worker it acts as.
 */
export function userConfig(me: DemoIdentity) {
  return {
    editable_profile: me.session.temporary ? [] : [...PROFILE_FIELDS],
    name_max_length: NAME_MAX_LENGTH,
  };
}

const selfSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
  avatar: z.string().trim().max(2000).optional(),
});

/** The config of the signed-in user, and the change of their own name, avatar and phone. */
const selfProfile: BespokeHandlers = ({ db, route, authed, options }) => [
  route(
    'get',
    API_PATHS.session.config,
    authed(({ me }) => HttpResponse.json({ data: userConfig(me) }), { records: false }),
  ),
  // `PUT /admin/user/self` (this project's choice): the fields sent change; the answer is the user info.
  route(
    'put',
    API_PATHS.session.self,
    authed(async ({ request, me, lang }) => {
      const body = await readBody(request);
      if (!body) return fail(422, lang, 'invalidBody');
      const sent = PROFILE_FIELDS.filter((key) => key in body);
      const allowed: readonly ProfileField[] = userConfig(me).editable_profile;
      if (sent.some((key) => !allowed.includes(key))) return fail(403, lang, 'selfEditLocked');
      const parsed = selfSchema.safeParse(Object.fromEntries(sent.map((key) => [key, body[key] ?? ''])), {
        error: zodErrorMap(lang),
      });
      if (!parsed.success) return invalid(lang, parsed.error);
      const values = parsed.data;
      const worker = me.worker;
      if (!worker) return fail(404, lang, 'workerNotFound');
      // An image address of the uploader (http(s) or a data URL), or none.
      if (values.avatar && !safeImageUrl(values.avatar)) {
        return errorResponse(422, text(lang, 'invalidBody'), { avatar: text(lang, 'invalidBody') });
      }
      // The phone is also a login (verification-code login): one worker per number.
      const phone = values.phone;
      if (phone && db.list('worker').some((w) => w.id !== worker.id && str(w.phone) === phone)) {
        return errorResponse(422, text(lang, 'phoneTaken'), { phone: text(lang, 'phoneTaken') });
      }
      db.replace('worker', { ...worker, ...values }, str(worker.name));
      return HttpResponse.json({ data: userInfo(identify(db, me.session), options.siteDomain?.(request)) });
    }),
  ),
];

export default selfProfile;
