import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import { LIST_PERMISSION_OF_TYPE } from '../../../resources/customer';
import { fail } from '../responses';
import type { BespokeHandlers } from '../routing';

/** Matchmakers: workers of type 2 (match) or 3 (sell and match), enabled. */
const MATCHMAKER_TYPES: ReadonlySet<unknown> = new Set([2, 3]);

/**
 * `GET worker?page=0&tree=1` (spec §7 "Matchmaker list"): the enabled matchmakers grouped by
 * store (`[{ name, child: [{ id, name, contact_note, customer_count }] }]`), for every user who may
 * query customers (`user_view`) or open one of their life-cycle lists (a clue-only receptionist),
 * the filters of whose lists need it. Without `tree=1` the request goes on to the worker resource
 * (its own permission).
 */
const LIST_READERS: readonly string[] = ['user_view', ...Object.values(LIST_PERMISSION_OF_TYPE)];

const matchmakerTree: BespokeHandlers = ({ db, route, authed }) => {
  const answer = authed(({ me, lang }) => {
    if (!canAction(LIST_READERS, me.permissions, me.actions, 'query')) return fail(403, lang, 'forbidden');
    const stores = db.list('store');
    const groups = new Map<
      string,
      { id: number; name: string; contact_note?: unknown; customer_count?: unknown }[]
    >();
    for (const w of db.list('worker')) {
      if (!MATCHMAKER_TYPES.has(w.type) || w.status === 0) continue;
      const store = stores.find((s) => s.id === w.store_id);
      const name = typeof store?.name === 'string' ? store.name : '—';
      const child = {
        id: w.id,
        name: String(w.name),
        contact_note: w.contact_note,
        customer_count: w.customer_count,
      };
      groups.set(name, [...(groups.get(name) ?? []), child]);
    }
    return HttpResponse.json({ data: [...groups].map(([name, child]) => ({ name, child })) });
  });
  return [
    route('get', API_PATHS.customer.matchmakerTree, (info) =>
      new URL(info.request.url).searchParams.get('tree') === '1' ? answer(info) : undefined,
    ),
  ];
};

export default matchmakerTree;
