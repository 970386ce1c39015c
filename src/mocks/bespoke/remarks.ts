import { http, HttpResponse } from 'msw';
import type { BespokeHandlers } from '../handlers';

/** GET /plugin/love/admin/worker-user-remark/notice: the new remarks of the worker (spec §3). */
const remarks: BespokeHandlers = ({ db, url, authed }) => [
  http.get(
    url('/plugin/love/admin/worker-user-remark/notice'),
    authed(({ me }) => {
      const workerId = me.session.worker_id;
      const customers = db.list('customer');
      const customer = customers.length ? customers[(workerId * 17) % customers.length] : undefined;
      return HttpResponse.json({
        data: {
          num: 3,
          customer_id: customer?.id ?? 1,
          remark_id: 100 + workerId,
          page: 1,
          worker_user_id: workerId,
        },
      });
    }),
  ),
];

export default remarks;
