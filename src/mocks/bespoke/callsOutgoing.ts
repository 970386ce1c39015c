import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { Lang } from '../messages';
import { actorName } from '../identity';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDateTime } from '../seeding';
import { demoNow } from '../clock';
import { CALLS, presentCall } from './calls';
import { markCalledBack } from './callsMissed';

const SWITCHBOARD = '02154321888';

const BUSY: Readonly<Record<Lang, string>> = {
  zh_CN: '当前有正在进行的通话，请先结束通话',
  en: 'You are already on a call. Please end it first.',
};

/**
 * `POST worker-call {customer_id, type: 0}` (ours: spec §7 names no path to dial): the user calls a
 * customer from the customer detail page. The new outgoing call (ringing, from the switchboard to
 * the customer's phone) is answered as the call dialog reads it; one active call at a time. It
 * calls the customer back: their unhandled missed calls count as handled (`callsMissed.ts`).
 */
const callsOutgoing: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.calls.callOut,
    authed(async ({ request, me, lang }) => {
      if (!me.permissions.has('user_view')) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const id = Number(body?.customer_id);
      if (body?.type !== 0 || !Number.isInteger(id) || id <= 0) return fail(422, lang, 'invalidBody');
      const customer = db.get('customer', id);
      if (!customer) return fail(404, lang, 'notFound');
      const busy = db
        .list(CALLS)
        .some((c) => c.worker_id === me.session.worker_id && (c.state === 0 || c.state === 1));
      if (busy) return errorResponse(409, BUSY[lang]);
      const call = db.create(
        CALLS,
        {
          type: 0,
          state: 0,
          status_name: '呼叫中',
          from_phone: SWITCHBOARD,
          to_phone: typeof customer.phone === 'string' ? customer.phone : '',
          customer_id: customer.id,
          customer_type: customer.customer_type,
          worker_id: me.session.worker_id,
          duration: 0,
          created_at: formatDateTime(demoNow(db)),
        },
        actorName(me),
      );
      markCalledBack(db, customer, me);
      return HttpResponse.json({ data: presentCall(db, me, call) });
    }),
  ),
];

export default callsOutgoing;
