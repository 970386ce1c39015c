import { areaCodesOf } from '../areaScope';
import { AREAS, CUSTOMER_REMARKS, NICKNAMES, type AreaInfo } from '../data/china';
import { fraction, rhythmTimes, takeTurns } from '../demoActivity';
import {
  alnum,
  avatarFor,
  chineseName,
  clamp,
  DAY_MS,
  dateBetween,
  defineSeeder,
  formatDate,
  formatDateTime,
  mobile,
  normal,
  parseDateTime,
  type DemoRecord,
  type SeedContext,
} from '../seeding';

/** First user number; a customer's number is `NUMBER_BASE + id` ('1000123'). */
export const NUMBER_BASE = 1_000_000;

/** How many new customers the demo matchmaker (worker 3) takes against the others' 0.6-1.4: the most. */
const BUSY_MATCHMAKERS: Readonly<Record<number, number>> = { 3: 1.8 };

/** Zodiac animal of a (Gregorian) birth year, 1 = rat … 12 = pig. */
export function zodiacOf(year: number): number {
  return ((((year - 4) % 12) + 12) % 12) + 1;
}

/** Whole years between a birthday and a date. */
export function ageAt(birthday: Date, at: Date): number {
  let age = at.getFullYear() - birthday.getFullYear();
  const m = at.getMonth() - birthday.getMonth();
  if (m < 0 || (m === 0 && at.getDate() < birthday.getDate())) age--;
  return age;
}

/**
 * Customers: Chinese names consistent with gender, ages 18-80 consistent with the birthday,
 * heights and weights by gender, assigned to real matchmakers (and their store). They come in with
 * the business's rhythm (`../demoActivity.ts`), a few every day, so new customers per period change
 * as a real company's do.
 */

/** The highest customer number seen per collection, and how many records were looked at. */
const highestSeen = new WeakMap<readonly DemoRecord[], { seen: number; max: number }>();

/**
 * The highest customer number of the collection. Records are only appended, so each call reads the
 * ones added since the last (an import of 1,000 rows scanned all 5,200 customers per row: 0.2 ms each).
 * A removal leaves the maximum as it was: numbers are never given twice.
 */
function highestNumber(existing: readonly DemoRecord[]): number {
  const known = highestSeen.get(existing);
  let { seen, max } = known && known.seen <= existing.length ? known : { seen: 0, max: NUMBER_BASE };
  for (; seen < existing.length; seen += 1) {
    const n = Number(existing[seen].number);
    if (Number.isFinite(n) && n > max) max = n;
  }
  highestSeen.set(existing, { seen, max });
  return max;
}

export default defineSeeder({
  dependsOn: [
    'store',
    'worker',
    'channel',
    'tag',
    'customer-feature',
    'package',
    'customer-job',
    'customer-car',
    'customer-house',
  ],
  build(ctx, start, index) {
    const { random, now } = ctx;
    const matchmakers = ctx.memo('customer.matchmakers', () =>
      ctx.records('worker').filter((w) => w.type === 2 || w.type === 3),
    );
    const stores = ctx.records('store');
    const id = index + 1;

    const gender = random.helpers.weightedArrayElement([
      { weight: 48, value: 1 },
      { weight: 49, value: 0 },
      { weight: 3, value: -1 },
    ]);
    const { name } = chineseName(random, gender);
    const age = random.helpers.weightedArrayElement([
      { weight: 6, value: [18, 21] },
      { weight: 55, value: [22, 35] },
      { weight: 25, value: [36, 50] },
      { weight: 10, value: [51, 65] },
      { weight: 4, value: [66, 80] },
    ] as const);
    const years = random.number.int({ min: age[0], max: age[1] });
    // Born between (years + 1) years and `years` years ago, so the age is exactly `years` today.
    const latest = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
    const earliest = new Date(now.getFullYear() - years - 1, now.getMonth(), now.getDate() + 1);
    const birth = new Date(dateBetween(random, earliest, latest).setHours(0, 0, 0, 0));

    const male = gender === 1;
    const height =
      gender === -1
        ? undefined
        : Math.round(
            clamp(normal(random, male ? 172 : 160, male ? 6 : 5), male ? 155 : 148, male ? 195 : 180),
          );
    const bmi = normal(random, male ? 23 : 20.5, male ? 2.5 : 2);
    const weight = height === undefined ? undefined : Math.round(clamp((height / 100) ** 2 * bmi, 40, 120));

    const customerType = random.helpers.weightedArrayElement([
      { weight: 35, value: 0 },
      { weight: 25, value: 1 },
      { weight: 15, value: 2 },
      { weight: 20, value: 3 },
      { weight: 5, value: 4 },
    ]);
    const drawn =
      customerType === 2 || matchmakers.length === 0 ? undefined : random.helpers.arrayElement(matchmakers);
    // The matchmakers take the new customers in turns, each by how busy it is, so each has a few
    // every month (issue 42 point 7); the draw above is kept so the values after it stay as they were.
    // The customers `lifecycleFields` gives to a seller take no matchmaker's turn.
    const turns = ctx.memo('customer.turns', () =>
      takeTurns(matchmakers.map((m) => BUSY_MATCHMAKERS[m.id] ?? 0.6 + 0.8 * fraction(Number(m.id)))),
    );
    const worker = drawn && (customerType === 0 && id % 5 === 0 ? drawn : matchmakers[turns()]);
    const storeId =
      (worker?.store_id as number | undefined) ??
      (stores.length ? random.helpers.arrayElement(stores).id : undefined);
    const nearby = nearbyAreas(ctx, storeId);
    const area = random.helpers.arrayElement(
      random.number.float({ min: 0, max: 1 }) < 0.75 ? nearby : AREAS,
    ).full;

    const times = ctx.memo('customer.created', () => rhythmTimes(ctx.count, now));
    const createdAt = times[index] ?? String(start.created_at);
    const created = parseDateTime(createdAt);
    const phone = mobile(random);
    const isVip = random.number.float({ min: 0, max: 1 }) < 0.15;
    const hasAvatar = random.number.float({ min: 0, max: 1 }) < 0.6;
    const nickname =
      random.number.float({ min: 0, max: 1 }) < 0.7
        ? random.helpers.arrayElement([
            ...NICKNAMES,
            `小${name.slice(-1)}`,
            `${name.slice(-1)}${name.slice(-1)}`,
          ])
        : undefined;
    const record: Record<string, unknown> = {
      created_at: createdAt,
      number: String(NUMBER_BASE + id),
      name,
      nickname,
      gender,
      phone,
      wechat: random.helpers.weightedArrayElement([
        { weight: 40, value: phone },
        { weight: 30, value: `wxid_${alnum(random, 12)}` },
        { weight: 30, value: undefined },
      ]),
      avatar: hasAvatar ? avatarFor(random, name.slice(-1)) : undefined,
      avatar_uploaded: hasAvatar ? 1 : 0,
      age: ageOr(birth, now, years),
      birthday: formatDate(birth),
      zodiac: zodiacOf(birth.getFullYear()),
      height,
      weight,
      education: random.helpers.weightedArrayElement([
        { weight: 5, value: 1 },
        { weight: 15, value: 2 },
        { weight: 25, value: 3 },
        { weight: 40, value: 4 },
        { weight: 12, value: 5 },
        { weight: 3, value: 6 },
      ]),
      marriage: random.helpers.weightedArrayElement([
        { weight: 70, value: 1 },
        { weight: 25, value: 2 },
        { weight: 5, value: 3 },
      ]),
      area,
      income: Math.round(clamp(Math.exp(normal(random, Math.log(12000), 0.6)), 3000, 200000) / 500) * 500,
      customer_type: customerType,
      store_id: storeId,
      worker_id: worker?.id,
      is_vip: isVip,
      vip_expire_at: isVip
        ? formatDate(
            dateBetween(
              random,
              new Date(now.getTime() - 60 * DAY_MS),
              new Date(now.getTime() + 365 * DAY_MS),
            ),
          )
        : undefined,
      removal_reason:
        customerType === 2 && random.number.float({ min: 0, max: 1 }) < 0.2
          ? random.number.int({ min: 1, max: 8 })
          : undefined,
      remark:
        random.number.float({ min: 0, max: 1 }) < 0.4
          ? random.helpers.arrayElement(CUSTOMER_REMARKS)
          : undefined,
      last_follow_at:
        worker && random.number.float({ min: 0, max: 1 }) < 0.8
          ? formatDateTime(dateBetween(random, created, now))
          : undefined,
    };
    const lifecycle = lifecycleFields(ctx, id, customerType, created, record);
    const vip = lifecycle.is_vip === true || isVip;
    // Written into the record (spreads of thirty keys are slow over thousands of records).
    Object.assign(record, lifecycle, poolFields(ctx, id, customerType, created), optionFields(ctx, id, vip));
    Object.assign(record, profileFields(ctx, id, area));
    return record;
  },
  onCreate(record: DemoRecord, existing: readonly DemoRecord[]): DemoRecord {
    const number = Math.max(highestNumber(existing) + 1, NUMBER_BASE + record.id);
    // Kept as the highest, whatever the collection does before the next call.
    highestSeen.set(existing, { seen: existing.length, max: number });
    return {
      ...record,
      number: String(number),
      avatar_uploaded: record.avatar ? 1 : 0,
    };
  },
});

/**
 * What the menu counters (`get-stat-count`) count, derived from the id after the draws (the other
 * seeded values stay as they were):
 * - one in five of "my customers" (type 0) belongs to a seller (a worker of type 1) who followed it
 *   up in the last 24 days, so a salesperson has customers about to flow into the public sea; the
 *   others were followed up in the last 20 days;
 * - four in five of the never-followed clues (type 1) were followed up once; the rest stay new;
 * - one in four of "my allocated" (type 3) is a member whose plan ends within 120 days.
 */
function lifecycleFields(
  ctx: SeedContext,
  id: number,
  customerType: number,
  created: Date,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const sellers = ctx.memo('customer.sellers', () => ctx.records('worker').filter((w) => w.type === 1));
  const daysAgo = (days: number) =>
    formatDateTime(
      new Date(Math.max(created.getTime(), ctx.now.getTime() - days * DAY_MS - (id % 24) * 3_600_000)),
    );
  if (customerType === 0 && id % 5 === 0 && sellers.length) {
    const k = id / 5;
    const seller = sellers[k % sellers.length];
    return {
      worker_id: seller.id,
      store_id: seller.store_id ?? record.store_id,
      last_follow_at: daysAgo((Math.floor(k / sellers.length) * 7) % 24),
    };
  }
  // The others of "my customers" were followed up in the last 20 days (under 15 working days): where
  // the public-sea rule holds (dailyRules.ts), none is overdue, and the demo clock moves a few a day.
  if (customerType === 0) return { last_follow_at: daysAgo((id * 13) % 20) };
  if (customerType === 1 && record.last_follow_at === undefined && id % 5 !== 0)
    return { last_follow_at: daysAgo((id * 11) % 90) };
  if (customerType === 3 && id % 4 === 0)
    return {
      is_vip: true,
      vip_expire_at: formatDate(new Date(ctx.now.getTime() + (((id / 4) * 7) % 120) * DAY_MS)),
    };
  return {};
}

/**
 * Source channel, tags, status and time in the public sea: derived from the id (no draw from the
 * generator, so the other seeded values stay as they were).
 */
function poolFields(
  ctx: SeedContext,
  id: number,
  customerType: number,
  created: Date,
): Record<string, unknown> {
  const channels = ctx.memo('customer.channels', () => ctx.records('channel').filter((c) => c.parent_id));
  const tags = ctx.memo('customer.tags', () => ctx.records('tag').filter((t) => t.module === 'customer'));
  const ownTags = tags.filter((t) => t.customer_type === customerType);
  const tagCount = id % 3;
  const since = (days: number) =>
    formatDateTime(
      new Date(Math.max(created.getTime(), ctx.now.getTime() - days * DAY_MS - (id % 24) * 3_600_000)),
    );
  return {
    channel_id: channels.length ? channels[(id * 7) % channels.length].id : undefined,
    tag_ids:
      ownTags.length && tagCount
        ? ownTags
            .slice(id % ownTags.length)
            .slice(0, tagCount)
            .map((t) => t.id)
        : undefined,
    user_status: customerType === 2 ? undefined : ((id * 3) % 5) + 1,
    sea_entered_at: customerType === 2 ? since((id * 37) % 60) : undefined,
    sea_reason: undefined,
    // The bin starts empty: the seeded removal reasons are history, and every list keeps its count.
    removed_at: undefined,
  };
}

/**
 * Features, the bought package and the user tags (the filter panel's options): derived from the
 * id, no draw from the generator, so the other seeded values stay as they were. VIP customers hold
 * a package; a customer has 0-2 of the 6 user tags.
 */
function optionFields(ctx: SeedContext, id: number, isVip: boolean): Record<string, unknown> {
  const features = ctx.memo('customer.features', () => ctx.records('customer-feature'));
  const packages = ctx.memo('customer.packages', () => ctx.records('package'));
  const count = (id * 5) % 4;
  const userTags = [...new Set([(id % 6) + 1, ((id * 5 + 2) % 6) + 1].slice(0, (id * 7) % 3))];
  return {
    feature_ids:
      features.length && count
        ? [
            ...new Set(
              Array.from({ length: count }, (_, i) => features[(id * 3 + i * 7) % features.length].id),
            ),
          ]
        : undefined,
    package_id: isVip && packages.length ? packages[id % packages.length].id : undefined,
    user_tag: userTags.length ? userTags : undefined,
  };
}

/**
 * The area's codes and the job, car and house choices (issue 42), derived from the id and the area
 * after the draws, so the other seeded values stay as they were.
 */
function profileFields(ctx: SeedContext, id: number, area: string): Record<string, unknown> {
  const pick = (resource: 'customer-job' | 'customer-car' | 'customer-house', step: number) => {
    const options = ctx.records(resource);
    return options.length && id % 9 !== 0 ? options[(id * step) % options.length].id : undefined;
  };
  const codes = areaCodesOf(area);
  return {
    area_codes: codes.length > 0 ? [...codes] : undefined,
    job_id: pick('customer-job', 7),
    car_id: pick('customer-car', 3),
    house_id: pick('customer-house', 11),
  };
}

/** The areas of a store's city (every area for none), worked out once per store. */
function nearbyAreas(ctx: SeedContext, storeId: unknown): readonly AreaInfo[] {
  return ctx.memo(`customer.nearby.${String(storeId)}`, () => {
    const store = ctx.records('store').find((s) => s.id === storeId);
    const local = store ? AREAS.find((a) => String(store.address ?? '').startsWith(a.full)) : undefined;
    return local ? AREAS.filter((a) => a.city === local.city) : AREAS;
  });
}

function ageOr(birth: Date, now: Date, fallback: number): number {
  const age = ageAt(birth, now);
  return age >= 18 && age <= 80 ? age : fallback;
}
