import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { actorName } from '../identity';
import { errorResponse, fail, noContent, readBody } from '../responses';
import type { AuthedResolver, BespokeHandlers } from '../routing';

const SAME_STORE = { zh_CN: '请选择另一个门店', en: 'Please choose another store' } as const;
const OFFLINE = {
  zh_CN: '设备不在线，无法获取号码',
  en: 'The device is offline: its number cannot be read',
} as const;

/** A number for a work phone's SIM, stable per device. */
const simNumber = (id: number) => `139${String(10000000 + ((id * 7919) % 89999999)).padStart(8, '0')}`;

/**
 * Stores and work phones (spec §7): `store/trans-customer` moves every customer of a store to
 * another; `worker-device` get-phone-number, delete-phone, test and get-online-device.
 */
const devices: BespokeHandlers = ({ db, route, authed: signedIn }) => {
  const guarded = (permission: string, resolver: AuthedResolver) =>
    signedIn((info) =>
      info.me.permissions.has(permission) ? resolver(info) : fail(403, info.lang, 'forbidden'),
    );
  const device = (id: unknown) => db.get('worker-device', Number(id));
  return [
    route(
      'post',
      API_PATHS.admin.storeTransCustomer,
      guarded('setting.store', async ({ request, me, lang }) => {
        const body = (await readBody(request)) ?? {};
        const from = db.get('store', Number(body.from_store_id));
        const to = db.get('store', Number(body.to_store_id));
        if (!from || !to) return fail(404, lang, 'notFound');
        if (from.id === to.id) return errorResponse(422, SAME_STORE[lang]);
        const moving = db.list('customer').filter((c) => c.store_id === from.id);
        for (const customer of moving)
          db.replace('customer', { ...customer, store_id: to.id }, actorName(me));
        // The stores' customer counts are derived values: their versions stay.
        const count = (value: unknown) => (typeof value === 'number' ? value : 0);
        db.storeDerived('store', { ...from, customer_count: 0 });
        const total = count(to.customer_count) + count(from.customer_count);
        db.storeDerived('store', { ...to, customer_count: total });
        return HttpResponse.json({ data: { count: moving.length } });
      }),
    ),
    route(
      'put',
      API_PATHS.admin.deviceGetPhone,
      guarded('setting.worker_device', ({ params, me, lang }) => {
        const found = device(params.id);
        if (!found) return fail(404, lang, 'notFound');
        if (!found.is_online) return errorResponse(422, OFFLINE[lang]);
        const phone_number = simNumber(Number(found.id));
        db.replace('worker-device', { ...found, phone_number }, actorName(me));
        return HttpResponse.json({ data: { phone_number } });
      }),
    ),
    route(
      'put',
      API_PATHS.admin.deviceDeletePhone,
      guarded('setting.worker_device', ({ params, me, lang }) => {
        const found = device(params.id);
        if (!found) return fail(404, lang, 'notFound');
        const { phone_number: _dropped, ...rest } = found;
        db.replace('worker-device', { ...rest, id: found.id }, actorName(me));
        return noContent();
      }),
    ),
    route(
      'put',
      API_PATHS.admin.deviceTest,
      guarded('setting.worker_device', ({ params, lang }) => {
        const found = device(params.id);
        if (!found) return fail(404, lang, 'notFound');
        return HttpResponse.json({ data: { online: Boolean(found.is_online) } });
      }),
    ),
    route(
      'get',
      API_PATHS.admin.deviceOnline,
      guarded('setting.worker_device', () => {
        const online = db
          .list('worker-device')
          .filter((d) => d.is_online)
          .map((d) => ({
            id: d.id,
            name: d.name,
            phone_number: d.phone_number ?? null,
            worker_name: db.get('worker', Number(d.worker_id))?.name ?? null,
            last_online_at: d.last_online_at ?? null,
          }));
        return HttpResponse.json({ data: online });
      }),
    ),
  ];
};

export default devices;
