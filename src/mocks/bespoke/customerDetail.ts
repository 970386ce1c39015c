import { HttpResponse, type PathParams } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction, type Action } from '../../../resources/core/permissions';
import { resourcePath } from '../crud';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { galleryOf, profileExtrasOf, realNameStatusOf, selfIntroductionOf } from '../customerDetailData';

const may = (me: DemoIdentity, action: Action) =>
  canAction(['user_view'], me.permissions, me.actions, action);
const idOf = (raw: unknown): number | undefined =>
  typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : undefined;

/**
 * The customer with its profile extras stored (computed once from its id, then kept; the real-name
 * status follows its certificate): derived values, so its version stays (src/mocks/versions.ts).
 */
function withExtras(db: DemoDb, customer: DemoRecord): DemoRecord {
  const status = realNameStatusOf(db, customer.id);
  if (customer.detail !== undefined && customer.real_name_status === status) return customer;
  const next = { ...profileExtrasOf(customer), ...customer, real_name_status: status };
  return db.storeDerived('customer', next) ?? next;
}

/**
 * The customer detail page (issue 11, spec §7 "Customers"; answers' shapes not shown there, ours):
 * - `GET customer/{id}`: the generic answer, with `detail` (basic data and the habitation list),
 *   `target_detail` (wants: `want_age` and `want_height` as [min, max], `want_education` as the
 *   lowest education, `habitation`) and `real_name_status` (-1 none, 0 pending, 1 passed,
 *   2 rejected; from the customer's identity certificate in `customer-auth`) stored on first read;
 * - `GET customer/self-introduction/{id}` (user_view + get) → `{data: {content, gallery: [{id, url}]}}`;
 * - `POST customer/gallery-to-avatar {id, gallery_id}` (user_view + edit) → `{data: {id, avatar}}`.
 */
const customerDetail: BespokeHandlers = ({ db, route, authed }) => {
  const def = db.resources.find((r) => r.name === 'customer');
  return [
    // Before the generic read and writes (which answer: permissions, masking, 404, 409), so a
    // stale write's `current` is the record as GET answers it.
    ...(def
      ? (['get', 'put', 'patch'] as const).map((method) =>
          route(method, `${resourcePath(def)}/:id`, async ({ params }: { params: PathParams }) => {
            const id = idOf(params.id);
            if (id === undefined) return undefined;
            await db.ready();
            const customer = db.get('customer', id);
            if (customer) withExtras(db, customer);
            return undefined;
          }),
        )
      : []),
    route(
      'get',
      API_PATHS.customer.selfIntroduction,
      authed(({ params, me, lang }) => {
        if (!may(me, 'get')) return fail(403, lang, 'forbidden');
        const id = idOf(params.id);
        const customer = id === undefined ? undefined : db.get('customer', id);
        if (!customer) return fail(404, lang, 'notFound');
        return HttpResponse.json({
          data: { content: selfIntroductionOf(customer), gallery: galleryOf(customer) },
        });
      }),
    ),
    route(
      'post',
      API_PATHS.customer.galleryToAvatar,
      authed(async ({ request, me, lang }) => {
        if (!may(me, 'edit')) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const id = idOf(body?.id);
        const customer = id === undefined ? undefined : db.get('customer', id);
        if (!customer) return fail(404, lang, 'notFound');
        const photo = galleryOf(customer).find((p) => p.id === idOf(body?.gallery_id));
        if (!photo) {
          const text = lang === 'en' ? 'Please choose a photo of the gallery' : '请选择相册中的照片';
          return errorResponse(422, text, { gallery_id: text });
        }
        db.replace('customer', { ...customer, avatar: photo.url, avatar_uploaded: 1 }, actorName(me));
        return HttpResponse.json({ data: { id: customer.id, avatar: photo.url } });
      }),
    ),
  ];
};

export default customerDetail;
