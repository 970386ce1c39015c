import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { actorName } from '../identity';
import { issueTicket, openTicket, paidRecharges, rechargedOf, rechargeOrder, settle } from '../recharge';
import { pageLang, paymentPage, refusedPage, settledPage } from '../rechargePage';
import { fail, readBody } from '../responses';
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

/** Who may buy what: cash with the bill permission, messages with the SMS one (spec §6). */
const RECHARGE_PERMISSION = { cash: 'setting.recharge.bill', sms: 'setting.recharge.sms' } as const;

const storeOf = (request: Request) => Number(new URL(request.url).searchParams.get('store_id')) || 1;

/**
 * GET …/finance/balance?store_id=… (spec §7), with what the store's paid recharges added; the
 * recharge (issue 42): POST …/recharge/ticket (signed in) gives a single-use ticket, POST
 * …/recharge (a form post in a new window, no session: the ticket or the page's order key is the
 * credential) answers the payment page, then the paid or cancelled page; GET …/bill the paid ones.
 */
const finance: BespokeHandlers = ({ db, route, authed, open }) => [
  route(
    'get',
    API_PATHS.finance.balance,
    authed(({ request, me, lang }) => {
      if (!me.permissions.has('setting.recharge.bill')) return fail(403, lang, 'forbidden');
      const storeId = storeOf(request);
      const base = financeOf(storeId);
      const added = rechargedOf(db, storeId);
      return HttpResponse.json({
        data: {
          ...base,
          balance: Math.round((base.balance + added.cash) * 100) / 100,
          sms_left_num: base.sms_left_num + added.sms,
        },
      });
    }),
  ),
  route(
    'get',
    API_PATHS.finance.bill,
    authed(({ request, me, lang }) => {
      if (!me.permissions.has('setting.recharge.bill')) return fail(403, lang, 'forbidden');
      const rows = paidRecharges(db, storeOf(request)).map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        count: r.count,
        worker_name: r.worker_name,
        paid_at: r.paid_at ?? '',
      }));
      return HttpResponse.json({ data: rows });
    }),
  ),
  route(
    'post',
    API_PATHS.finance.rechargeTicket,
    authed(async ({ request, me, lang }) => {
      const body = await readBody(request);
      const order = rechargeOrder(body);
      if (!order) return fail(422, lang, 'invalidBody');
      if (!me.permissions.has(RECHARGE_PERMISSION[order.type])) return fail(403, lang, 'forbidden');
      const storeId = Number(body?.store_id) || Number(me.worker?.store_id) || 1;
      const ticket = issueTicket(db, {
        ...order,
        store_id: storeId,
        worker_id: me.session.worker_id,
        worker_name: actorName(me),
        lang,
      });
      return HttpResponse.json({ data: ticket });
    }),
  ),
  route(
    'post',
    API_PATHS.finance.recharge,
    open(async ({ request }) => {
      await db.ready();
      const form = new URLSearchParams(await request.text());
      const action = form.get('action');
      if (action === 'pay' || action === 'cancel') {
        const settled = settle(db, form.get('order') ?? '', action);
        return 'refused' in settled ? refusedPage(pageLang(request), settled.refused) : settledPage(settled);
      }
      const opened = openTicket(db, form.get('ticket') ?? '');
      return 'refused' in opened ? refusedPage(pageLang(request), opened.refused) : paymentPage(opened);
    }),
  ),
];

export default finance;
