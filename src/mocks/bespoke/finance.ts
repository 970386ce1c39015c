import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { fail } from '../responses';
import type { BespokeHandlers } from '../routing';

/** The finance data of a store; the balance and month cost move a little every minute. */
export function financeOf(storeId: number, now: Date = new Date()) {
  const minute = Math.floor(now.getTime() / 60_000);
  const spent = (minute % 240) * 1.25;
  const year = now.getFullYear();
  return {
    balance: Math.round((8_000 + storeId * 1_234.5 - spent) * 100) / 100,
    month_cost: Math.round((560 + storeId * 87.3 + spent) * 100) / 100,
    sms_left_num: 3_000 + storeId * 250 - (minute % 60),
    // Odd stores have a full service period; even ones only a start date (S22).
    service:
      storeId % 2 === 1
        ? { start_at: `${year}-01-01`, end_at: `${year + 1}-12-31` }
        : { start_at: `${year}-03-15`, end_at: null },
  };
}

/** GET /plugin/qianfan/admin/finance/balance?store_id=… (spec §7). */
const finance: BespokeHandlers = ({ route, authed }) => [
  route(
    'get',
    API_PATHS.finance.balance,
    authed(
      ({ request, me, lang }) => {
        if (!me.permissions.has('setting.recharge.bill')) return fail(403, lang, 'forbidden');
        const storeId = Number(new URL(request.url).searchParams.get('store_id')) || 1;
        return HttpResponse.json({ data: financeOf(storeId) });
      },
      { records: false },
    ),
  ),
];

export default finance;
