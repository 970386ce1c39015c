import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { failInBody, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { readerOf } from '../sensitive';

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

/**
 * Header calls: `POST customer/number-search {number}` and `GET home-notice` (spec §7). The number
 * is a user number, or a phone number for a user who may see phone numbers: for anyone else the
 * phone is compared in its masked form, so a full number finds nothing (sensitive.ts).
 */
const header: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.customer.numberSearch,
    authed(async ({ request, me, lang }) => {
      const body = await readBody(request);
      const number = String(body?.number ?? '').trim();
      const read = readerOf(db.resources, 'customer', me.permissions);
      const found = number
        ? db.list('customer').find((c) => String(c.number) === number || String(read(c, 'phone')) === number)
        : undefined;
      if (!found) {
        // The error travels in the body (HTTP 200), so only its text is shown.
        return failInBody(404, lang, 'customerNumberNotFound');
      }
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
