/**
 * The demo's payment page (issue 42), in the language of the app that asked for the ticket: plain
 * HTML with every value escaped, no script, no external asset; its one style block is allowed by
 * a nonce of its own Content-Security-Policy. Pay and cancel are form posts back to the recharge
 * path with the page's order key.
 */
import { API_PATHS } from '../../dataProvider/paths';
import { formatMoney } from '../platform/format';
import { randomHex } from './dbHelpers';
import type { Lang } from './messages';
import type { Recharge, RechargeRefusal } from './recharge';

const TEXTS = {
  zh_CN: {
    cash: '现金余额充值',
    sms: '短信充值',
    amount: '支付金额',
    messages: '%{count} 条短信',
    pay: '确认支付',
    cancel: '取消',
    paid: '支付成功',
    paidText: '余额已更新，可关闭此页面返回后台。',
    cancelled: '已取消支付',
    cancelledText: '未扣款，余额不变，可关闭此页面。',
    refused: '无法支付',
    missing: '支付链接无效。',
    unknown: '支付链接无效。',
    used: '该支付链接已使用过，请回到后台重新充值。',
    expired: '支付链接已过期，请回到后台重新充值。',
    done: '该订单已支付或已取消。',
  },
  en: {
    cash: 'Cash balance recharge',
    sms: 'SMS recharge',
    amount: 'Amount to pay',
    messages: '%{count} messages',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'Payment received',
    paidText: 'The balance is updated: you may close this page and return to the back-office.',
    cancelled: 'Payment cancelled',
    cancelledText: 'Nothing was charged and the balance is unchanged: you may close this page.',
    refused: 'Payment unavailable',
    missing: 'This payment link is not valid.',
    unknown: 'This payment link is not valid.',
    used: 'This payment link has already been used: start the recharge again from the back-office.',
    expired: 'This payment link has expired: start the recharge again from the back-office.',
    done: 'This payment has already been paid or cancelled.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The HTTP status of each refusal. */
const REFUSAL_STATUS: Record<RechargeRefusal, number> = {
  missing: 400,
  unknown: 404,
  used: 410,
  expired: 410,
  done: 409,
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = `
.pay{font:16px/1.5 system-ui,sans-serif;color:#1f2937;max-width:420px;margin:48px auto;padding:24px;
border:1px solid #e5e7eb;border-radius:12px}
.pay h1{font-size:20px;margin:0 0 16px}
.pay .amount{font-size:32px;font-weight:600;margin:4px 0 16px;font-variant-numeric:tabular-nums}
.pay .actions{display:flex;gap:12px}
.pay button{font:inherit;padding:8px 20px;border-radius:6px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
.pay button.primary{background:#1677ff;border-color:#1677ff;color:#fff}
.pay .muted{color:#6b7280}`;

/** The language of a request without a ticket to go by: the app's `local` header, then the browser's. */
export function pageLang(request: Request): Lang {
  const local = request.headers.get('local') ?? request.headers.get('accept-language') ?? '';
  return /^en/i.test(local) ? 'en' : 'zh_CN';
}

function page(lang: Lang, state: string, title: string, body: string, status = 200): Response {
  const nonce = randomHex(16);
  const html =
    `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style nonce="${nonce}">${STYLE}</style></head><body>` +
    `<main class="pay" data-testid="payment-page" data-state="${state}"><h1>${escapeHtml(title)}</h1>${body}</main>` +
    `</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A form posting the order key and one action back to the recharge path. */
function actionForm(order: string, action: 'pay' | 'cancel', label: string, primary: boolean): string {
  return (
    `<form method="post" action="${API_PATHS.finance.recharge}">` +
    `<input type="hidden" name="order" value="${escapeHtml(order)}">` +
    `<input type="hidden" name="action" value="${action}">` +
    `<button type="submit"${primary ? ' class="primary"' : ''} data-testid="payment-${action}">${escapeHtml(label)}</button></form>`
  );
}

function what(recharge: Recharge): string {
  const t = TEXTS[recharge.lang];
  const messages =
    recharge.type === 'sms'
      ? `<p class="muted" data-testid="payment-messages">${escapeHtml(t.messages.replace('%{count}', recharge.count.toLocaleString('en-US')))}</p>`
      : '';
  return (
    `<p class="muted">${escapeHtml(t.amount)}</p>` +
    `<p class="amount" data-testid="payment-amount">${escapeHtml(formatMoney(recharge.amount))}</p>${messages}`
  );
}

/** The page a ticket opens: what is paid for, the amount, pay and cancel. */
export function paymentPage(recharge: Recharge): Response {
  const t = TEXTS[recharge.lang];
  const actions = `<div class="actions">${actionForm(recharge.order, 'pay', t.pay, true)}${actionForm(recharge.order, 'cancel', t.cancel, false)}</div>`;
  return page(recharge.lang, 'open', t[recharge.type], what(recharge) + actions);
}

/** The page after paying or cancelling. */
export function settledPage(recharge: Recharge): Response {
  const t = TEXTS[recharge.lang];
  const paid = recharge.status === 'paid';
  const text = `<p data-testid="payment-result">${escapeHtml(paid ? t.paidText : t.cancelledText)}</p>`;
  return page(recharge.lang, paid ? 'paid' : 'cancelled', paid ? t.paid : t.cancelled, what(recharge) + text);
}

/** The error page of a ticket or order that opens no payment. */
export function refusedPage(lang: Lang, refusal: RechargeRefusal): Response {
  const t = TEXTS[lang];
  const body = `<p data-testid="payment-error" data-reason="${refusal}">${escapeHtml(t[refusal])}</p>`;
  return page(lang, 'error', t.refused, body, REFUSAL_STATUS[refusal]);
}
