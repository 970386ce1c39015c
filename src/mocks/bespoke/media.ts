import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import {
  dataUrlOf,
  extensionOf,
  idsOf,
  IMAGE_EXTENSIONS,
  LIBRARY_IMAGE_LIMIT,
  presentMedia,
  removeMedia,
  tagMedia,
  VIDEO_EXTENSIONS,
} from '../mediaStore';
import { errorResponse, fail, readBody, str } from '../responses';
import type { AuthedResolver, BespokeHandlers } from '../routing';
import { checkRevision } from '../versions';

const MEDIA_PERMISSION = 'operate.attach';
const MAX_PER_PAGE = 100;

const TEXTS = {
  tooLarge: { zh_CN: '请上传小于5M的图片', en: 'Please upload an image smaller than 5M' },
  badType: { zh_CN: '不支持的文件类型', en: 'This file type is not supported' },
  noFile: { zh_CN: '请选择文件', en: 'Please choose a file' },
  tagRequired: { zh_CN: '标签名称不能为空!', en: 'The tag name cannot be empty!' },
  tagTooLong: { zh_CN: '标签名称不能超过20个字符', en: 'The tag name cannot exceed 20 characters' },
} as const satisfies Record<string, Record<Lang, string>>;

const positive = (v: unknown): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The resolver, only for a user with the media library's permission. */
export const allowed =
  (resolver: AuthedResolver): AuthedResolver =>
  (info) =>
    info.me.permissions.has(MEDIA_PERMISSION) ? resolver(info) : fail(403, info.lang, 'forbidden');

/** Spec §7 media list: type, tag (0 every one), keyword on the name, only mine, paged. */
function listMedia(db: DemoDb, me: DemoIdentity, search: URLSearchParams) {
  const type = Number(search.get('type') ?? 0) === 1 ? 1 : 0;
  const tagId = positive(search.get('tag_id'));
  const keyword = (search.get('keyword') ?? '').trim().toLowerCase();
  const onlySelf = search.get('only_self') === '1';
  const perPage = Math.min(MAX_PER_PAGE, positive(search.get('per_page')) || 18);
  const page = positive(search.get('page')) || 1;
  const matches = db
    .list('attach')
    .filter(
      (r) =>
        r.type === type &&
        (!tagId || r.tag_id === tagId) &&
        (!keyword ||
          String(r.name ?? '')
            .toLowerCase()
            .includes(keyword)) &&
        (!onlySelf || r.worker_id === me.session.worker_id),
    )
    .slice()
    .sort((a, b) => Number(b.id) - Number(a.id));
  const data = matches.slice((page - 1) * perPage, page * perPage).map(presentMedia);
  return { data, meta: { total: matches.length, per_page: perPage, current_page: page } };
}

/** A file of a multipart body (duck-typed: the test environment's `File` is another realm's). */
function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'name' in value &&
    'size' in value
  );
}

/** Multipart `{file, name, type, tag_id}` into the library; images over 5M refused (V07). */
export async function uploadMedia(
  db: DemoDb,
  me: DemoIdentity,
  lang: Lang,
  request: Request,
): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('file');
  if (!isFile(file) || file.size === 0) return errorResponse(422, TEXTS.noFile[lang]);
  // The name field first: a multipart file's own name does not survive every client (jsdom).
  const name = str(form?.get('name')) || file.name;
  const ext = extensionOf(name);
  const video = VIDEO_EXTENSIONS.has(ext);
  if (!video && !IMAGE_EXTENSIONS.has(ext)) return errorResponse(422, TEXTS.badType[lang]);
  if (!video && file.size > LIBRARY_IMAGE_LIMIT) return errorResponse(422, TEXTS.tooLarge[lang]);
  const tagId = positive(form?.get('tag_id'));
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  const record: Record<string, unknown> = {
    name,
    type: video ? 1 : 0,
    path: `attach/${month}/${Date.now().toString(36)}.${ext}`,
    url: await dataUrlOf(file),
    size: file.size,
    worker_id: me.session.worker_id,
  };
  if (tagId && db.get('attach-tag', tagId)) record.tag_id = tagId;
  const created = db.create('attach', record, actorName(me));
  if (tagId) tagMedia(db, [], tagId, true, actorName(me));
  return HttpResponse.json({ data: presentMedia(created) });
}

function tagName(lang: Lang, value: unknown): string | Response {
  const name = str(value).trim();
  if (!name) return errorResponse(422, TEXTS.tagRequired[lang], { name: TEXTS.tagRequired[lang] });
  if (name.length > 20) return errorResponse(422, TEXTS.tagTooLong[lang], { name: TEXTS.tagTooLong[lang] });
  return name;
}

const tagOut = (tag: DemoRecord) => ({
  id: tag.id,
  name: tag.name,
  attach_count: tag.attach_count ?? 0,
  revision: tag.revision,
  updated_at: tag.updated_at,
  updated_by: tag.updated_by,
});

/**
 * The media library of the demo (spec §7 "Media library", paths ours): list, upload, delete, tags
 * (list, add, edit, delete) and tagging, on the `attach` and `attach-tag` records, with
 * `operate.attach`. A tag is answered with its version; `POST media/tag/edit {id, name, revision?}`
 * is refused 409 with the tag as it is now when the revision sent is not the stored one.
 */
const media: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.media.list,
    authed(
      allowed(({ request, me }) => HttpResponse.json(listMedia(db, me, new URL(request.url).searchParams))),
    ),
  ),
  route(
    'post',
    API_PATHS.media.upload,
    authed(allowed(({ request, me, lang }) => uploadMedia(db, me, lang, request))),
  ),
  route(
    'post',
    API_PATHS.media.delete,
    authed(
      allowed(async ({ request, lang }) => {
        const body = await readBody(request);
        const ids = idsOf(body?.ids);
        if (!ids.length) return fail(422, lang, 'invalidBody');
        removeMedia(db, ids);
        return HttpResponse.json({ data: { ids } });
      }),
    ),
  ),
  route(
    'get',
    API_PATHS.media.tagList,
    authed(
      allowed(({ request }) => {
        const search = new URL(request.url).searchParams;
        const keyword = (search.get('keyword') ?? '').trim();
        const perPage = Math.min(MAX_PER_PAGE, positive(search.get('per_page')) || MAX_PER_PAGE);
        const tags = db
          .list('attach-tag')
          .filter((t) => !keyword || String(t.name).includes(keyword))
          .slice()
          .sort((a, b) => Number(a.id) - Number(b.id));
        return HttpResponse.json({ data: tags.slice(0, perPage).map(tagOut) });
      }),
    ),
  ),
  route(
    'post',
    API_PATHS.media.tagAdd,
    authed(
      allowed(async ({ request, me, lang }) => {
        const name = tagName(lang, (await readBody(request))?.name);
        if (typeof name !== 'string') return name;
        const created = db.create('attach-tag', { name, attach_count: 0 }, actorName(me));
        return HttpResponse.json({ data: tagOut(created) });
      }),
    ),
  ),
  route(
    'post',
    API_PATHS.media.tagEdit,
    authed(
      allowed(async ({ request, me, lang }) => {
        const body = await readBody(request);
        const tag = db.get('attach-tag', positive(body?.id));
        if (!tag) return fail(404, lang, 'notFound');
        // The revision read (a rename of a tag a colleague renamed meanwhile is a 409, versions.ts).
        const refused = body && checkRevision(lang, body, tag, () => tagOut(tag));
        if (refused) return refused;
        const name = tagName(lang, body?.name);
        if (typeof name !== 'string') return name;
        return HttpResponse.json({
          data: tagOut(db.replace('attach-tag', { ...tag, name }, actorName(me)) ?? tag),
        });
      }),
    ),
  ),
  route(
    'post',
    API_PATHS.media.tagDelete,
    authed(
      allowed(async ({ request, me, lang }) => {
        const id = positive((await readBody(request))?.id);
        if (!db.get('attach-tag', id)) return fail(404, lang, 'notFound');
        const tagged = db
          .list('attach')
          .filter((a) => a.tag_id === id)
          .map((a) => Number(a.id));
        tagMedia(db, tagged, id, false, actorName(me));
        db.remove('attach-tag', id);
        return HttpResponse.json({ data: { id } });
      }),
    ),
  ),
  route(
    'post',
    API_PATHS.media.tagging,
    authed(
      allowed(async ({ request, me, lang }) => {
        const body = await readBody(request);
        const tagId = positive(body?.tag_id);
        const ids = idsOf(body?.ids);
        if (!db.get('attach-tag', tagId) || !ids.length || (body?.type !== 0 && body?.type !== 1)) {
          return fail(422, lang, 'invalidBody');
        }
        tagMedia(db, ids, tagId, body.type === 0, actorName(me));
        return HttpResponse.json({ data: { ids } });
      }),
    ),
  ),
];

export default media;
