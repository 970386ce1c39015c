import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import { errorResponse, fail, noContent } from '../responses';
import type { BespokeHandlers } from '../routing';
import { isMissedIncoming } from '../seeds/worker-call';
import { CALLS } from './calls';

/** `handle_state` of a missed incoming call (`resources/worker-call.ts` MISSED_HANDLING). */
export const MISSED = { unhandled: 0, calledBack: 1, ignored: 2 } as const;

const NOT_FOUND: Readonly<Record<Lang, string>> = { zh_CN: '通话不存在', en: 'No such call' };

const NOT_MISSED: Readonly<Record<Lang, string>> = {
  zh_CN: '只能忽略未处理的未接来电',
  en: 'Only a missed call not handled yet can be ignored',
};

/** A missed incoming call nobody has called back nor ignored yet. */
export const isUnhandledMissed = (call: DemoRecord): boolean =>
  isMissedIncoming(call) && call.handle_state === MISSED.unhandled;

/**
 * A call back: an outgoing call to a customer handles every unhandled missed call from that
 * customer or its number, whoever it rang for (the customer has been called back).
 */
export function markCalledBack(db: DemoDb, customer: DemoRecord, me: DemoIdentity): void {
  const phone = typeof customer.phone === 'string' && customer.phone !== '' ? customer.phone : undefined;
  for (const call of db.list(CALLS)) {
    if (!isUnhandledMissed(call)) continue;
    if (call.customer_id !== customer.id && (phone === undefined || call.from_phone !== phone)) continue;
    db.replace(CALLS, { ...call, handle_state: MISSED.calledBack }, actorName(me));
  }
}

/**
 * `PUT worker-call/ignore/{id}` (ours, issue 42; spec §4 names the missed call's "ignore"): marks an
 * unhandled missed call as ignored, so it no longer counts in `call_in_no_answer_count`. Anyone who
 * sees the call list (`user_view`) may; 422 when the call is not an unhandled missed one.
 */
const callsMissed: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'put',
    API_PATHS.calls.ignore,
    authed(({ params, me, lang }) => {
      if (!me.permissions.has('user_view')) return fail(403, lang, 'forbidden');
      const id = Number(params.id);
      const call = Number.isInteger(id) && id > 0 ? db.get(CALLS, id) : undefined;
      if (!call) return errorResponse(404, NOT_FOUND[lang]);
      if (!isUnhandledMissed(call)) return errorResponse(422, NOT_MISSED[lang]);
      db.replace(CALLS, { ...call, handle_state: MISSED.ignored }, actorName(me));
      return noContent();
    }),
  ),
];

export default callsMissed;
