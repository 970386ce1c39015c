/**
 * The demo API's recharges (issue 42): a ticket asked for by the app (single use, short-lived),
 * the payment page it opens, and what paying does. Each recharge is one record of the store's
 * `finance-recharge` collection, so tickets and payments are saved and shared between the browser
 * demo's tabs like any other change (the payment page opens in another tab).
 */
import { MIN_RECHARGE, SMS_PACKAGES } from '../../dataProvider/methods/finance';
import { demoNow } from './clock';
import type { DemoDb } from './db';
import { randomHex } from './dbHelpers';
import type { Lang } from './messages';
import { formatDateTime, type DemoRecord } from './seeding';

/** The collection of recharges, from the ticket to the payment. */
export const RECHARGE_COLLECTION = 'finance-recharge';

/** Seconds a ticket may wait before the payment page is opened with it. */
export const TICKET_TTL_SECONDS = 120;

/** issued: ticket given; opened: its payment page shown; then paid or cancelled, for good. */
export type RechargeStatus = 'issued' | 'opened' | 'paid' | 'cancelled';

export interface Recharge {
  id: number;
  ticket: string;
  /** The payment page's own key for its pay and cancel buttons (the ticket is spent by then). */
  order: string;
  type: 'cash' | 'sms';
  /** Yuan paid. */
  amount: number;
  /** Messages bought (SMS packages), 0 for cash. */
  count: number;
  store_id: number;
  worker_id: number;
  worker_name: string;
  /** The language of the app that asked: the payment page speaks it. */
  lang: Lang;
  /** When the ticket was given, in real milliseconds (the expiry ignores the demo clock). */
  issued_ms: number;
  status: RechargeStatus;
  paid_at?: string;
}

/** Why a ticket or an order opens no payment. */
export type RechargeRefusal = 'missing' | 'unknown' | 'used' | 'expired' | 'done';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** What the ticket's body asks for, or `undefined` when it asks for nothing that can be sold. */
export function rechargeOrder(
  body: Record<string, unknown> | undefined,
): Pick<Recharge, 'type' | 'amount' | 'count'> | undefined {
  if (body?.type === 'cash') {
    const text = String(body.amount ?? '');
    const amount = Number(text);
    return AMOUNT.test(text) && amount >= MIN_RECHARGE ? { type: 'cash', amount, count: 0 } : undefined;
  }
  if (body?.type === 'sms') {
    const chosen = SMS_PACKAGES.find((p) => p.id === Number(body.package_id));
    return chosen ? { type: 'sms', amount: chosen.price, count: chosen.count } : undefined;
  }
  return undefined;
}

const asRecharge = (record: DemoRecord) => record as unknown as Recharge;

const all = (db: DemoDb) => db.list(RECHARGE_COLLECTION).map(asRecharge);

/** Issues a ticket for an order of a worker's store. */
export function issueTicket(
  db: DemoDb,
  order: Pick<Recharge, 'type' | 'amount' | 'count' | 'store_id' | 'worker_id' | 'worker_name' | 'lang'>,
  nowMs = Date.now(),
): { ticket: string; expires_in: number } {
  const ticket = randomHex(24);
  db.create(RECHARGE_COLLECTION, {
    ...order,
    ticket,
    order: randomHex(24),
    issued_ms: nowMs,
    status: 'issued' satisfies RechargeStatus,
  });
  return { ticket, expires_in: TICKET_TTL_SECONDS };
}

/** Spends a ticket: its recharge, now opened, or why it opens nothing. */
export function openTicket(
  db: DemoDb,
  ticket: string,
  nowMs = Date.now(),
): Recharge | { refused: RechargeRefusal } {
  if (!ticket) return { refused: 'missing' };
  const found = all(db).find((r) => r.ticket === ticket);
  if (!found) return { refused: 'unknown' };
  if (found.status !== 'issued') return { refused: 'used' };
  if (nowMs - found.issued_ms > TICKET_TTL_SECONDS * 1000) return { refused: 'expired' };
  const opened: Recharge = { ...found, status: 'opened' };
  db.replace(RECHARGE_COLLECTION, opened as unknown as DemoRecord);
  return opened;
}

/** Pays (or cancels) an opened recharge, once: the recharge as it is now, or why not. */
export function settle(
  db: DemoDb,
  order: string,
  action: 'pay' | 'cancel',
): Recharge | { refused: RechargeRefusal } {
  if (!order) return { refused: 'missing' };
  const found = all(db).find((r) => r.order === order);
  if (!found) return { refused: 'unknown' };
  if (found.status !== 'opened') return { refused: 'done' };
  const settled: Recharge =
    action === 'pay'
      ? { ...found, status: 'paid', paid_at: formatDateTime(demoNow(db)) }
      : { ...found, status: 'cancelled' };
  db.replace(RECHARGE_COLLECTION, settled as unknown as DemoRecord);
  return settled;
}

/** The paid recharges of a store, newest first: its bill. */
export function paidRecharges(db: DemoDb, storeId: number): Recharge[] {
  return all(db)
    .filter((r) => r.status === 'paid' && r.store_id === storeId)
    .sort((a, b) => b.id - a.id);
}

/** What the paid recharges of a store add to its balances: yuan of cash, messages of SMS. */
export function rechargedOf(db: DemoDb, storeId: number): { cash: number; sms: number } {
  let cash = 0;
  let sms = 0;
  for (const r of paidRecharges(db, storeId)) {
    if (r.type === 'cash') cash += r.amount;
    else sms += r.count;
  }
  return { cash: Math.round(cash * 100) / 100, sms };
}
