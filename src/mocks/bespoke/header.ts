import { http, HttpResponse } from 'msw';
import type { BespokeHandlers } from '../handlers';

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

/** Header calls: `POST customer/number-search {number}` and `GET home-notice` (spec §7). */
const header: BespokeHandlers = ({ db, url, authed }) => [
  http.post(
    url('/plugin/love/admin/customer/number-search'),
    authed(async ({ request, lang }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const raw =
        body && typeof body === 'object' && 'number' in body ? (body as { number: unknown }).number : '';
      const number = String(raw ?? '').trim();
      const found = number
        ? db.list('customer').find((c) => String(c.number) === number || String(c.phone) === number)
        : undefined;
      if (!found) {
        // The error travels in the body (HTTP 200), so only its text is shown.
        return HttpResponse.json({
          code: 404,
          text: lang === 'en' ? 'No customer with this number' : '该编号的客户不存在',
        });
      }
      return HttpResponse.json({ data: { id: found.id } });
    }),
  ),
  http.get(
    url('/plugin/love/admin/home-notice'),
    authed(({ me }) => HttpResponse.json({ data: homeNotices(me.permissions) })),
  ),
];

export default header;
