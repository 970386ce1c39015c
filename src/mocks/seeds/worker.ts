import { DEMO_ACCOUNTS } from '../accounts';
import { chineseName, defineSeeder, mobile, type DemoRecord } from '../seeding';
import { ROLE_IDS } from './role';

const CONTACT_NOTES = [
  '微信同号',
  '工作日 9:00-18:00 在线',
  '周末可预约到店',
  '擅长高端会员服务',
  '负责新客户首次接待',
  '电话优先，微信次之',
];

/** The roles of a demo account (issue 41): the one of its kind. */
const ACCOUNT_ROLES = {
  admin: [ROLE_IDS.admin],
  sell: [ROLE_IDS.sales],
  match: [ROLE_IDS.matchmaker],
} as const;

/** Seeded workers (by id) who are store managers or customer service rather than of their type's role. */
const STORE_MANAGERS = new Set([30, 31]);
const SERVICE_STAFF = new Set([32, 33]);

/** The roles of a seeded worker that is not a demo account: by id, else by its type (spec §1). */
function rolesOf(id: number, type: number): number[] {
  if (STORE_MANAGERS.has(id)) return [ROLE_IDS.storeManager];
  if (SERVICE_STAFF.has(id)) return [ROLE_IDS.service];
  if (type === 1) return [ROLE_IDS.sales];
  if (type === 2) return [ROLE_IDS.matchmaker];
  return [ROLE_IDS.sales, ROLE_IDS.matchmaker];
}

/** Workers: the demo accounts first (ids 1…3), then sellers and matchmakers spread over the stores. */
export default defineSeeder({
  fixed: () =>
    DEMO_ACCOUNTS.map((a) => ({
      name: a.name,
      username: a.username,
      phone: a.phone,
      type: a.worker.type,
      store_id: a.worker.store_id,
      status: 1,
      role_ids: [...ACCOUNT_ROLES[a.role]],
    })),
  build(ctx, start, index) {
    const { random } = ctx;
    const stores = ctx.records('store');
    const used = ctx.memo('worker.usernames', () => new Set<string>(DEMO_ACCOUNTS.map((a) => a.username)));
    const person = chineseName(random, random.datatype.boolean() ? 0 : 1);
    let username = person.pinyin;
    while (used.has(username)) username = `${person.pinyin}${random.number.int({ min: 1, max: 99 })}`;
    used.add(username);
    // The phone before the type: the order the generator was drawn in before roles existed.
    const phone = mobile(random);
    const type = random.helpers.weightedArrayElement([
      { weight: 40, value: 1 },
      { weight: 45, value: 2 },
      { weight: 15, value: 3 },
    ]);
    return {
      name: person.name,
      username,
      phone,
      type,
      role_ids: rolesOf(start.id, type),
      // Every store gets staff; the first stores (where the demo accounts work) get more.
      store_id: stores.length
        ? stores[
            index < stores.length ? index : random.number.int({ min: 0, max: Math.min(5, stores.length - 1) })
          ].id
        : undefined,
      contact_note:
        random.number.float({ min: 0, max: 1 }) < 0.6
          ? random.helpers.arrayElement(CONTACT_NOTES)
          : undefined,
      status: random.number.float({ min: 0, max: 1 }) < 0.92 ? 1 : 0,
      customer_count: 0,
      // Never stored: the password lives with the sessions, the effective permissions are computed.
      password: undefined,
      effective_permissions: undefined,
    };
  },
  finish(records: DemoRecord[], ctx) {
    const counts = new Map<unknown, number>();
    for (const c of ctx.records('customer')) counts.set(c.worker_id, (counts.get(c.worker_id) ?? 0) + 1);
    for (const r of records) r.customer_count = counts.get(r.id) ?? 0;
  },
});
