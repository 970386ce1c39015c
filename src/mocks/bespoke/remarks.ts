import { HttpResponse } from 'msw';
import { REMARK_PAGE_SIZE } from '../../../dataProvider/methods/customerTabs';
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
      // A real remark of that customer, a dozen back (its tab pages to it: `page` of the list by id).
      const ofCustomer = db
        .list('worker-user-remark')
        .filter((r) => r.customer_id === customer?.id)
        .sort((a, b) => b.id - a.id);
      const index = Math.min(12, ofCustomer.length - 1);
      const remark = index >= 0 ? ofCustomer[index] : undefined;
      return HttpResponse.json({
        data: {
          num: 3,
          customer_id: customer?.id ?? 1,
          remark_id: remark?.id ?? 100 + workerId,
          page: remark ? Math.floor(index / REMARK_PAGE_SIZE) + 1 : 1,
          worker_user_id: remark?.worker_user_id ?? workerId,
        },
      });
    }),
  ),
];

export default remarks;
