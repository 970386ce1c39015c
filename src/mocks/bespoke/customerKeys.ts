import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { KeyType } from '../../../resources/customer-key-record';
import { hasAnyPermission } from '../../../resources/core/permissions';
import type { DemoDb } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import { fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { sensitiveFields } from '../sensitive';

/** The customer fields the view calls reveal, and the `type` of the key record each writes. */
const KEYS = [
  { path: API_PATHS.customer.viewPhone, field: 'phone', type: 'phone' },
  { path: API_PATHS.customer.viewWechat, field: 'wechat', type: 'wechat' },
] as const;

/** The caller's address as the key record keeps it (the proxy's `X-Forwarded-For` first). */
function ipOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || '127.0.0.1';
}

/**
 * Adds a `customer-key-record`: who (`worker_id`), which customer, what (`type`: a view, or
 * `phone_search` with the number searched as `keyword`), from where (`ip`) and when (`created_at`).
 */
export function recordKeyAccess(
  db: DemoDb,
  me: DemoIdentity,
  request: Request,
  record: { customer_id: number; type: KeyType; keyword?: string },
): void {
  db.create(
    'customer-key-record',
    { ...record, worker_id: me.session.worker_id, ip: ipOf(request) },
    actorName(me),
  );
}

/**
 * `POST customer/view-phone {id}` and `POST customer/view-wechat {id}` (spec §7): the full value,
 * only for a user holding the field's permission (403 otherwise), each view recorded as a
 * `customer-key-record` (who, which customer, what, when). Answer: `{ data: { id, phone } }`
 * (`wechat` for the WeChat call; `null` when the customer has none).
 */
const customerKeys: BespokeHandlers = ({ db, route, authed }) =>
  KEYS.map(({ path, field, type }) =>
    route(
      'post',
      path,
      authed(async ({ request, me, lang }) => {
        const def = db.resources.find((r) => r.name === 'customer');
        const permission = def && sensitiveFields(def).find((f) => f.name === field)?.permission;
        const allowed =
          !!def &&
          hasAnyPermission(def.access?.show, me.permissions) &&
          !!permission &&
          me.permissions.has(permission);
        if (!allowed) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const id = Number(body?.id);
        if (!body || !Number.isInteger(id)) return fail(422, lang, 'invalidBody');
        const customer = db.get('customer', id);
        if (!customer) return fail(404, lang, 'notFound');
        recordKeyAccess(db, me, request, { customer_id: id, type });
        const value = customer[field];
        return HttpResponse.json({ data: { id, [field]: typeof value === 'string' ? value : null } });
      }),
    ),
  );

export default customerKeys;
