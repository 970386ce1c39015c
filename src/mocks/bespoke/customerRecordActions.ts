import { HttpResponse, type PathParams } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction, type Action } from '../../../resources/core/permissions';
import { demoNow } from '../clock';
import { hooksOf } from '../crudHooks';
import { formatDate } from '../seeding';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { present } from '../sensitive';
import { checkRevision } from '../versions';

const TEXTS = {
  dateRequired: { zh_CN: '请选择正确的到期日期', en: 'Please choose a valid expiry date' },
  workerRequired: { zh_CN: '请选择绑定人员', en: 'Please choose a staff member' },
  workerDisabled: { zh_CN: '该人员已停用', en: 'This staff member is disabled' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Labels of the one-click copy text, by language. */
const COPY_LABELS = {
  zh_CN: { number: '编号', gender: '性别', age: '年龄', height: '身高', area: '地区', remark: '介绍' },
  en: { number: 'No.', gender: 'Gender', age: 'Age', height: 'Height', area: 'Area', remark: 'About' },
} as const;
const GENDER_TEXT = { zh_CN: { 1: '男', 0: '女' }, en: { 1: 'Male', 0: 'Female' } } as const;

const may = (me: DemoIdentity, action: Action) =>
  canAction(['user_view'], me.permissions, me.actions, action);
const idOf = (params: PathParams): number | undefined => {
  const raw = params.id;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
};

/** The profile as a text to paste to a client: never the phone or WeChat. */
function profileText(customer: DemoRecord, lang: Lang): string {
  const l = COPY_LABELS[lang];
  const gender = GENDER_TEXT[lang][customer.gender as 1 | 0] as string | undefined;
  const lines: [string, unknown][] = [
    [l.number, customer.number],
    [l.gender, gender],
    [l.age, customer.age],
    [l.height, typeof customer.height === 'number' ? `${customer.height}cm` : undefined],
    [l.area, customer.area],
    [l.remark, customer.remark],
  ];
  const name = typeof customer.name === 'string' ? customer.name : '';
  return [
    name,
    ...lines.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}：${String(v)}`),
  ].join('\n');
}

const today = (db: DemoDb) => formatDate(demoNow(db));

/**
 * A customer's record actions (spec §7 "Customers"; methods and bodies not shown there, ours):
 * - `PUT customer/change-vip-time/{id} {vip_expire_at, revision?}` (user_view + edit) → `{data: {id, vip_expire_at, is_vip, revision}}`;
 * - `GET customer/one-click-copy/{id}` (user_view + get) → `{data: {text}}`, the profile without phone or WeChat;
 * - `GET customer/get-same-phone-list/{id}` (user_view + query) → `{data: [{id, name, number, customer_type, worker_name}]}`,
 *   the other customers with the same stored phone (the phone itself is never answered);
 * - `POST customer/change-bind {id, worker_id, revision?}` (user_view + edit) → `{data: {id, worker_id,
 *   revision}}`: binds the customer to an active worker (customer counts follow, the change is logged).
 * The two writes take the customer's `revision` as read: a stale one is a 409 whose `current` is the
 * customer as `GET customer/{id}` answers it (versions.ts), checked before the values.
 */
const customerRecordActions: BespokeHandlers = ({ db, route, authed }) => {
  const customerOf = (params: PathParams) => {
    const id = idOf(params);
    return id === undefined ? undefined : db.get('customer', id);
  };
  const def = db.resources.find((r) => r.name === 'customer');
  const read = hooksOf('customer').read;
  /** The refusal of a stale write of `customer`, with the customer as this user reads it (GET's values computed on read). */
  const staleCheck = (lang: Lang, body: Record<string, unknown>, customer: DemoRecord, me: DemoIdentity) =>
    checkRevision(lang, body, customer, () => {
      const answered = read ? read(db, customer, true) : customer;
      return def ? present(def, answered, me.permissions) : answered;
    });
  return [
    route(
      'put',
      API_PATHS.customer.changeVipTime,
      authed(async ({ request, params, me, lang }) => {
        if (!may(me, 'edit')) return fail(403, lang, 'forbidden');
        const customer = customerOf(params);
        if (!customer) return fail(404, lang, 'notFound');
        const body = await readBody(request);
        const refused = body && staleCheck(lang, body, customer, me);
        if (refused) return refused;
        const date = body?.vip_expire_at;
        if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
          return errorResponse(422, TEXTS.dateRequired[lang], { vip_expire_at: TEXTS.dateRequired[lang] });
        const next = db.replace(
          'customer',
          { ...customer, vip_expire_at: date, is_vip: date >= today(db) },
          actorName(me),
        );
        return HttpResponse.json({
          data: { id: customer.id, vip_expire_at: date, is_vip: date >= today(db), revision: next?.revision },
        });
      }),
    ),
    route(
      'get',
      API_PATHS.customer.oneClickCopy,
      authed(({ params, me, lang }) => {
        if (!may(me, 'get')) return fail(403, lang, 'forbidden');
        const customer = customerOf(params);
        if (!customer) return fail(404, lang, 'notFound');
        return HttpResponse.json({ data: { text: profileText(customer, lang) } });
      }),
    ),
    route(
      'get',
      API_PATHS.customer.samePhoneList,
      authed(({ params, me, lang }) => {
        if (!may(me, 'query')) return fail(403, lang, 'forbidden');
        const customer = customerOf(params);
        if (!customer) return fail(404, lang, 'notFound');
        const phone = customer.phone;
        const same = phone
          ? db.list('customer').filter((c) => c.id !== customer.id && c.phone === phone)
          : [];
        const workerName = (id: unknown) =>
          typeof id === 'number' ? (db.get('worker', id)?.name as string | undefined) : undefined;
        return HttpResponse.json({
          data: same.map((c) => ({
            id: c.id,
            name: c.name,
            number: c.number,
            customer_type: c.customer_type,
            worker_name: workerName(c.worker_id) ?? null,
          })),
        });
      }),
    ),
    route(
      'post',
      API_PATHS.customer.changeBind,
      authed(async ({ request, me, lang }) => {
        if (!may(me, 'edit')) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const id = body?.id;
        if (!body || typeof id !== 'number') return fail(422, lang, 'invalidBody');
        const customer = db.get('customer', id);
        if (!customer) return fail(404, lang, 'notFound');
        const refused = staleCheck(lang, body, customer, me);
        if (refused) return refused;
        const workerId = body.worker_id;
        const worker = typeof workerId === 'number' ? db.get('worker', workerId) : undefined;
        if (!worker)
          return errorResponse(422, TEXTS.workerRequired[lang], { worker_id: TEXTS.workerRequired[lang] });
        if (worker.status === 0) return errorResponse(422, TEXTS.workerDisabled[lang]);
        const previous =
          typeof customer.worker_id === 'number' ? db.get('worker', customer.worker_id) : undefined;
        const by = actorName(me);
        // The workers' customer counts are derived values: their versions stay.
        if (previous && previous.id !== worker.id)
          db.storeDerived('worker', {
            ...previous,
            customer_count: Math.max(0, Number(previous.customer_count ?? 0) - 1),
          });
        if (previous?.id !== worker.id)
          db.storeDerived('worker', { ...worker, customer_count: Number(worker.customer_count ?? 0) + 1 });
        const saved = db.replace('customer', { ...customer, worker_id: worker.id }, by);
        db.create(
          'customer-action-log',
          {
            customer_id: customer.id,
            worker_id: me.session.worker_id,
            action: 'change-bind',
            content: `${String(previous?.name ?? '-')} → ${String(worker.name)}`,
            ip: '127.0.0.1',
          },
          by,
        );
        return HttpResponse.json({
          data: { id: customer.id, worker_id: worker.id, revision: saved?.revision },
        });
      }),
    ),
  ];
};

export default customerRecordActions;
