import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { LOVE_ADMIN_PREFIX } from '../crud';
import { actorName } from '../identity';
import { idsOf, removeMedia, tagMedia } from '../mediaStore';
import { fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { allowed, uploadMedia } from './media';

/**
 * Spec §7 "Files and media" on `attach` beside its generated list and show: `POST attach`
 * (multipart, as the library's upload), `PATCH attach/batch {ids, tag_id}` (tag them; `tag_id` 0
 * with `untag_id` takes them out of that tag) and `DELETE attach/batch {ids}`.
 */
const mediaAttach: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    `${LOVE_ADMIN_PREFIX}attach`,
    authed(allowed(({ request, me, lang }) => uploadMedia(db, me, lang, request))),
  ),
  route(
    'patch',
    API_PATHS.files.attachBatch,
    authed(
      allowed(async ({ request, me, lang }) => {
        const body = await readBody(request);
        const ids = idsOf(body?.ids);
        const tagId = Number(body?.tag_id);
        const untagId = Number(body?.untag_id);
        if (!ids.length) return fail(422, lang, 'invalidBody');
        if (tagId > 0 && db.get('attach-tag', tagId)) tagMedia(db, ids, tagId, true, actorName(me));
        else if (untagId > 0 && db.get('attach-tag', untagId))
          tagMedia(db, ids, untagId, false, actorName(me));
        else return fail(422, lang, 'invalidBody');
        return HttpResponse.json({ data: { ids } });
      }),
    ),
  ),
  route(
    'delete',
    API_PATHS.files.attachBatch,
    authed(
      allowed(async ({ request, lang }) => {
        const ids = idsOf((await readBody(request))?.ids);
        if (!ids.length) return fail(422, lang, 'invalidBody');
        removeMedia(db, ids);
        return HttpResponse.json({ data: { ids } });
      }),
    ),
  ),
];

export default mediaAttach;
