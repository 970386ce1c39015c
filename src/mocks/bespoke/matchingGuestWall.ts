import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import type { DemoDb } from '../db';
import { actorName } from '../identity';
import { fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDateTime } from '../seeding';
import { demoNow } from '../clock';
import { cardOf } from './matching';

const WALL = 'guest-wall';
const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The featured members in their order, each with its card and profile line. */
function wallOf(db: DemoDb) {
  return [...db.list(WALL)]
    .sort((a, b) => Number(a.sort) - Number(b.sort) || a.id - b.id)
    .flatMap((r) => {
      const c = positiveInt(r.customer_id) ? db.get('customer', r.customer_id) : undefined;
      return c ? [{ ...cardOf(db, c), wall_id: r.id, sort: Number(r.sort) }] : [];
    });
}

/**
 * The guest wall (issue 13; spec §7 `guest-wall-special-user` list, add, del; `sort` is ours):
 * members featured on the mini-app, in order. `GET` the list, `POST add {customer_id}` (at the
 * end; once), `POST del {id}`, `POST sort {ids}` (wall ids, first to last).
 */
const guestWall: BespokeHandlers = ({ db, route, authed }) => {
  const allowed = (me: Parameters<Parameters<typeof authed>[0]>[0]['me'], action: 'query' | 'edit') =>
    canAction(['user_view'], me.permissions, me.actions, action);
  return [
    route(
      'get',
      API_PATHS.customer.guestWall,
      authed(({ me, lang }) => {
        if (!allowed(me, 'query')) return fail(403, lang, 'forbidden');
        const list = wallOf(db);
        return HttpResponse.json({ data: { list, total: list.length } });
      }),
    ),
    route(
      'post',
      API_PATHS.customer.guestWallAdd,
      authed(async ({ request, me, lang }) => {
        if (!allowed(me, 'edit')) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const id = body?.customer_id;
        if (!positiveInt(id) || !db.get('customer', id)) return fail(422, lang, 'invalidBody');
        if (!db.list(WALL).some((r) => r.customer_id === id)) {
          const last = db.list(WALL).reduce((max, r) => Math.max(max, Number(r.sort) || 0), 0);
          const values = { customer_id: id, sort: last + 1, created_at: formatDateTime(demoNow(db)) };
          db.create(WALL, values, actorName(me));
        }
        return HttpResponse.json({ data: { list: wallOf(db) } });
      }),
    ),
    route(
      'post',
      API_PATHS.customer.guestWallDel,
      authed(async ({ request, me, lang }) => {
        if (!allowed(me, 'edit')) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        if (!positiveInt(body?.id) || !db.remove(WALL, body.id)) return fail(404, lang, 'notFound');
        return HttpResponse.json({ data: { list: wallOf(db) } });
      }),
    ),
    route(
      'post',
      API_PATHS.customer.guestWallSort,
      authed(async ({ request, me, lang }) => {
        if (!allowed(me, 'edit')) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const ids = body?.ids;
        if (!Array.isArray(ids) || !ids.every(positiveInt)) return fail(422, lang, 'invalidBody');
        ids.forEach((id, index) => {
          const r = db.get(WALL, id);
          if (r) db.replace(WALL, { ...r, sort: index + 1 }, actorName(me));
        });
        return HttpResponse.json({ data: { list: wallOf(db) } });
      }),
    ),
  ];
};

export default guestWall;
