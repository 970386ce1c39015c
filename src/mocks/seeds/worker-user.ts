import { activityDays, dayWeight, fraction, spread, takeTurns, timesOfDay } from '../demoActivity';
import { HISTORY_CUSTOMERS } from '../histories';
import type { Random } from '../random';
import {
  DAY_MS,
  dateBetween,
  defineSeeder,
  formatDateTime,
  parseDateTime,
  type DemoRecord,
  type SeedContext,
} from '../seeding';

/** Follow-up notes by method (1 phone, 2 WeChat, 3 store visit, 4 meeting, 5 other). */
const NOTES: Readonly<Record<number, readonly string[]>> = {
  1: [
    '电话沟通约20分钟，客户对目前推荐的对象印象不错，希望周末安排见面。',
    '致电客户未接通，已发短信告知回电，明天上午再联系。',
    '客户表示最近工作忙，暂时没有时间见面，约定下周三再电话沟通。',
    '电话回访上次见面情况，女方觉得男方性格稳重，愿意继续接触。',
    '客户咨询会员套餐价格，已介绍金卡与钻石卡的区别，客户考虑中。',
    '提醒客户会员下月到期，客户有续费意向，需要和家人商量。',
    '电话确认客户择偶要求：年龄28-35岁，本地户口，有稳定工作。',
  ],
  2: [
    '微信发送了三位推荐对象的资料，客户对其中一位教师比较感兴趣。',
    '客户微信反馈见面后感觉一般，认为双方聊天不太投缘，希望重新推荐。',
    '已通过微信提醒客户完善个人资料并上传近期生活照。',
    '客户发来体检报告和学历证明，已转交审核同事。',
    '微信沟通见面时间，客户可约周六下午，已同步给对方红娘。',
  ],
  3: [
    '客户到店面谈，详细了解了服务流程，已签约金卡会员。',
    '客户与母亲一同到店，母亲希望对方家庭条件相当，已记录需求。',
    '到店做了形象评估，建议客户调整发型和穿搭，拍摄新的资料照。',
    '客户到店签署服务合同，已完成实名认证和学历认证。',
  ],
  4: [
    '安排客户与推荐对象在咖啡厅见面，双方交流顺利，互加了微信。',
    '陪同客户第二次见面，双方家长也参与，整体氛围融洽。',
    '见面后男方表示很满意，女方需要再考虑几天，待回复。',
    '见面时客户迟到半小时，已提醒下次注意守时。',
  ],
  5: [
    '客户推荐了一位朋友来咨询，已登记为新线索。',
    '系统提示客户即将流入公海，已补充跟进并重新约定回访时间。',
    '客户暂停服务三个月（出差外地），到期后再联系。',
  ],
};

/** Follow records the whole business writes a day for every 5,200 customers (the demo's). */
const DAILY_PER_CUSTOMER = 24 / 5200;
/** Share of them that are meetings (invitations). */
const MEETING_SHARE = 0.18;
/** How busy the demo accounts' workers are (2 a salesperson, 3 a matchmaker): among the busiest. */
const DEMO_LEVELS: Readonly<Record<number, number>> = { 2: 2.5, 3: 2.5 };
/** Meetings by worker type (1 sell, 2 match, 3 both): matchmakers arrange the most. */
const MEETINGS_BY_TYPE: Readonly<Record<number, number>> = { 1: 0.7, 2: 1.4, 3: 1 };

/**
 * Follow records: notes matching their method, written by the customer's matchmaker, a good share
 * of them about the demo accounts' customers; then (`finish`) the business's daily follow-ups.
 */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx, start) {
    const { random, now } = ctx;
    const followed = ctx.memo('followed-customers', () => ctx.records('customer').filter((c) => c.worker_id));
    const demoOnes = ctx.memo('demo-customers', () =>
      followed.filter((c) => typeof c.worker_id === 'number' && c.worker_id <= 3),
    );
    const pool = demoOnes.length > 0 && random.datatype.boolean({ probability: 0.4 }) ? demoOnes : followed;
    const customer: DemoRecord | undefined = pool.length ? random.helpers.arrayElement(pool) : undefined;
    const method = random.helpers.weightedArrayElement([
      { weight: 45, value: 1 },
      { weight: 30, value: 2 },
      { weight: 10, value: 3 },
      { weight: 10, value: 4 },
      { weight: 5, value: 5 },
    ]);
    const created = parseDateTime(String(start.created_at));
    const next =
      random.number.float({ min: 0, max: 1 }) < 0.7
        ? formatDateTime(
            dateBetween(
              random,
              new Date(created.getTime() + DAY_MS),
              new Date(created.getTime() + 14 * DAY_MS),
            ),
          )
        : undefined;
    return {
      customer_id: customer?.id,
      worker_id: customer?.worker_id,
      method,
      intention: random.helpers.arrayElement([1, 2, 2, 3, 3, 4]),
      content: random.helpers.arrayElement(NOTES[method]),
      next_follow_at: next && next < formatDateTime(new Date(now.getTime() + 30 * DAY_MS)) ? next : undefined,
      status: random.number.float({ min: 0, max: 1 }) < 0.95 ? 1 : 0,
    };
  },
  finish(records, ctx) {
    // One by one: a company of 50,000 customers has too many to pass as arguments.
    for (const record of dailyFollowUps(ctx, records.length + 1)) records.push(record);
  },
});

/** A follow record's fields other than its customer, worker and time (also the demo clock's days). */
export function followFields(
  random: Random,
  method: number,
  created: Date,
  now: Date,
): Record<string, unknown> {
  const next =
    random.number.float() < 0.7
      ? new Date(created.getTime() + random.number.int({ min: 1, max: 14 }) * DAY_MS)
      : undefined;
  const fields: Record<string, unknown> = {
    method,
    intention: random.helpers.arrayElement([1, 2, 2, 3, 3, 4]),
    content: random.helpers.arrayElement(NOTES[method]),
  };
  if (next && next.getTime() < now.getTime() + 30 * DAY_MS) fields.next_follow_at = formatDateTime(next);
  fields.status = random.number.float() < 0.95 ? 1 : 0;
  return fields;
}

/**
 * The follow-ups and meetings the business writes every day (issue 42 point 7), with the rhythm
 * of `../demoActivity.ts`: the day's records are spread over the days, then handed to the active
 * workers in turns by how busy each is, each about one of its own customers. So the business's
 * and each worker's figures change from one period to the next as a real company's do. The
 * customers with a history (`../histories`) have their own follow-ups.
 */
function dailyFollowUps(ctx: SeedContext, firstId: number): DemoRecord[] {
  const { random, now } = ctx;
  const customers = ctx.records('customer');
  const lastId = customers.reduce((max, c) => Math.max(max, c.id), 0);
  const plain = customers.filter((c) => c.id > HISTORY_CUSTOMERS && c.id <= lastId - HISTORY_CUSTOMERS);
  const byWorker = new Map<unknown, DemoRecord[]>();
  for (const c of plain) {
    const own = byWorker.get(c.worker_id);
    if (own) own.push(c);
    else byWorker.set(c.worker_id, [c]);
  }
  const workers = ctx.records('worker').filter((w) => w.status === 1 && w.id !== 1 && byWorker.has(w.id));
  if (workers.length === 0) return [];
  const levels = workers.map((w) => DEMO_LEVELS[w.id] ?? random.number.float({ min: 0.5, max: 1.5 }));
  const follower = takeTurns(levels);
  const host = takeTurns(workers.map((w, i) => (levels[i] ?? 1) * (MEETINGS_BY_TYPE[Number(w.type)] ?? 1)));
  const days = activityDays(now);
  // A day is a little busier or quieter than its weight says (±10 %).
  const weights = days.map((d) => dayWeight(d, now) * (0.9 + 0.2 * random.number.float()));
  const total = Math.round(weights.reduce((a, b) => a + b, 0) * customers.length * DAILY_PER_CUSTOMER);
  const meetings = spread(weights, Math.round(total * MEETING_SHARE));
  const others = spread(weights, total - meetings.reduce((a, b) => a + b, 0));
  const made: DemoRecord[] = [];
  days.forEach((day, d) => {
    const n = (others[d] ?? 0) + (meetings[d] ?? 0);
    // The day's meetings among its other follow-ups, in an order the same for every seed.
    const kinds = Array.from({ length: n }, (_, k) => ({
      meeting: k < (meetings[d] ?? 0),
      key: fraction(made.length + k),
    })).sort((a, b) => a.key - b.key);
    const times = timesOfDay(day, n, now, (k) => fraction(made.length + n + k));
    kinds.forEach(({ meeting }, k) => {
      const worker = workers[meeting ? host() : follower()];
      const customer = random.helpers.arrayElement(byWorker.get(worker?.id) ?? plain);
      const created = String(times[k]);
      const method = meeting ? 4 : random.helpers.weightedArrayElement(NON_MEETING_METHODS);
      const record = followFields(random, method, parseDateTime(created), now);
      record.customer_id = customer.id;
      record.worker_id = worker?.id;
      record.created_at = created;
      made.push({ ...record, id: firstId + made.length });
    });
  });
  return made;
}

/** Methods of the follow-ups that are not meetings, by weight. */
export const NON_MEETING_METHODS = [
  { weight: 45, value: 1 },
  { weight: 30, value: 2 },
  { weight: 10, value: 3 },
  { weight: 5, value: 5 },
];
