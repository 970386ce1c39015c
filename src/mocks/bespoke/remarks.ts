import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { BespokeHandlers } from '../routing';

/** GET /plugin/love/admin/worker-user-remark/notice: the new remarks of the worker (spec §3). */
const remarks: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.notices.remarkNotice,
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
