import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { hasAnyPermission } from '../../../resources/core/permissions';
import type { DemoDb } from '../db';
import type { DemoIdentity } from '../identity';
import { failInBody, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import type { DemoRecord } from '../seeding';
import { readerOf } from '../sensitive';
import { recordKeyAccess } from './customerKeys';

/** The must-handle notices (`GET home-notice`): title, desc, href, allow. */
export function homeNotices(permissions: ReadonlySet<string>) {
  return [
    {
      title: '新的线索客户待分配',
      desc: '线索池中有新的客户等待分配，请尽快处理。',
      href: '/customer?type=1',
      allow: permissions.has('customer.clue') ? 1 : 0,
    },
    {
      title: '系统服务即将续期',
      desc: '请在服务期结束前完成续费，以免影响短信与通话功能。',
      href: 'https://example.com/blind/renewal',
      allow: 1,
    },
    {
      title: '本周例会',
      desc: '周五 17:00 门店例会，请准时参加。<b>此处的标签按文字显示</b>',
      href: '',
      allow: 1,
    },
  ];
}

/** A full phone number (11 digits): it finds a customer for everyone allowed to open one. */
const FULL_PHONE = /^\d{11}$/;

/**
 * The customer a header search finds, and whether it was found by its full phone number. A user
 * number first; then, for a user who may open customers (the customer's `show` access,
 * `user_view`), a full phone number compared with the stored one, whether or not the user may
 * read phone numbers (the answer is an id only). Anything else keeps its former rule: the phone as
 * the user reads it, masked without `user_view.phone`, so a partial number finds nothing.
 */
function findCustomer(
  db: DemoDb,
  me: DemoIdentity,
  number: string,
): { found: DemoRecord; byPhone: boolean } | undefined {
  const customers = db.list('customer');
  const byNumber = customers.find((c) => String(c.number) === number);
  if (byNumber) return { found: byNumber, byPhone: false };
  const def = db.resources.find((r) => r.name === 'customer');
  if (FULL_PHONE.test(number)) {
    if (!hasAnyPermission(def?.access?.show, me.permissions)) return undefined;
    const byPhone = customers.find((c) => c.phone === number);
    return byPhone ? { found: byPhone, byPhone: true } : undefined;
  }
  const read = readerOf(db.resources, 'customer', me.permissions);
  const byRead = customers.find((c) => String(read(c, 'phone')) === number);
  return byRead ? { found: byRead, byPhone: false } : undefined;
}

/**
 * Header calls: `POST customer/number-search {number}` and `GET home-notice` (spec §7). The number
 * is a user number or a full phone number (`findCustomer`); a customer found by phone is recorded
 * in the key-record log (`phone_search`, the number searched). A miss, and a full phone searched by
 * a user without `user_view`, answer "no customer with this number".
 */
const header: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.customer.numberSearch,
    authed(async ({ request, me, lang }) => {
      const body = await readBody(request);
      const number = String(body?.number ?? '').trim();
      const result = number ? findCustomer(db, me, number) : undefined;
      if (!result) {
        // The error travels in the body (HTTP 200), so only its text is shown.
        return failInBody(404, lang, 'customerNumberNotFound');
      }
      const { found, byPhone } = result;
      if (byPhone)
        recordKeyAccess(db, me, request, { customer_id: found.id, type: 'phone_search', keyword: number });
      return HttpResponse.json({ data: { id: found.id } });
    }),
  ),
  route(
    'get',
    API_PATHS.notices.mustHandle,
    authed(({ me }) => HttpResponse.json({ data: homeNotices(me.permissions) }), { records: false }),
  ),
];

export default header;
