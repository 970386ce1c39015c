import { useSyncExternalStore } from 'react';
import { API_BASE_URL, DEMO_MODE } from '../../../dataProvider/config';
import { API_PATHS } from '../../../dataProvider/paths';
import { linkTo } from '../../platform/routes';

/**
 * The recharge's payment window (issue 42). The window is opened in the click itself (a window
 * opened after the ticket's answer could be blocked as a pop-up), then sent the ticket: with an
 * API server, as a form post of the ticket to the recharge path (V04); in the browser demo, whose
 * service worker answers no page navigation, as the app's own payment page (`rechargePay`) with
 * the ticket in the address's fragment, which no server sees.
 */

/** A blank window for the payment page, or `null` when the browser refused one. */
export function openPaymentWindow(): Window | null {
  const win = window.open('', '_blank');
  // The payment page gets no hold on the app's window.
  if (win) win.opener = null;
  return win;
}

/** The browser demo's payment page for a ticket (an address of the app, fragment included). */
export function demoPaymentUrl(ticket: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${base}${linkTo('rechargePay')}#ticket=${encodeURIComponent(ticket)}`;
}

/** Posts the ticket to the recharge path from `doc` (a form of that document, submitted). */
function postTicket(doc: Document, ticket: string, target?: string): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = `${API_BASE_URL}${API_PATHS.finance.recharge}`;
  if (target) form.target = target;
  const field = doc.createElement('input');
  field.type = 'hidden';
  field.name = 'ticket';
  field.value = ticket;
  form.append(field);
  doc.body.append(form);
  form.submit();
  form.remove();
}

/** Sends the payment window (or, when there is none, a new one) to the payment page of a ticket. */
export function sendTicket(win: Window | null, ticket: string): void {
  if (DEMO_MODE) {
    if (win) win.location.replace(demoPaymentUrl(ticket));
    else window.open(demoPaymentUrl(ticket), '_blank', 'noopener');
    return;
  }
  if (win) postTicket(win.document, ticket);
  else postTicket(document, ticket, '_blank');
}

// A payment under way: the balance is asked again every few seconds until it is paid or given up.
/** How long after opening a payment page the balance is watched. */
export const PAYMENT_WATCH_MS = 10 * 60_000;
/** How often the balance is asked meanwhile. */
export const PAYMENT_POLL_MS = 3_000;

let watchUntil = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts watching the balance (a payment page was opened). */
export function watchPayment(now = Date.now()): void {
  watchUntil = now + PAYMENT_WATCH_MS;
  notify();
  setTimeout(notify, PAYMENT_WATCH_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a payment page was opened lately: the balance is polled while it is. */
export function usePaymentWatched(): boolean {
  return useSyncExternalStore(subscribe, () => Date.now() < watchUntil);
}
