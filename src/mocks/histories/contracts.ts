import type { Random } from '../random';
import { DAY_MS, formatDate, formatDateTime, parseDateTime, type DemoRecord } from '../seeding';

/** What the contracts need of the histories' writer (`./index.ts`). */
export interface ContractWriter {
  readonly random: Random;
  readonly now: Date;
  add(resource: string, values: Record<string, unknown>): DemoRecord | undefined;
  records(resource: string): readonly DemoRecord[];
}

/** The services every contract lists, then the package's own. */
const BASE_SERVICES = ['专属红娘一对一服务', '会员资料认证与优先推荐'] as const;
const EXTRA_SERVICES = [
  '形象指导 1 次',
  '情感咨询不限次数',
  '线下交友活动免费参加',
  '见面场地预订与陪同',
] as const;

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const compact = (day: string) => day.replaceAll('-', '');

function servicesOf(w: ContractWriter, pack: DemoRecord | undefined): { content: string }[] {
  const meets = num(pack?.meet_times, 6);
  const extras = w.random.helpers.arrayElements(EXTRA_SERVICES, { min: 1, max: 3 });
  return [...BASE_SERVICES, `服务期内安排见面 ${meets} 次`, ...extras].map((content) => ({ content }));
}

/** The contract price: the package's, sometimes with a discount (cents included). */
function priceOf(w: ContractWriter, pack: DemoRecord | undefined): number {
  const price = num(pack?.price, 6800);
  const rate = w.random.helpers.arrayElement([1, 1, 1, 0.95, 0.9, 0.88]);
  return Math.round(price * rate * 100) / 100;
}

function addContract(
  w: ContractWriter,
  c: DemoRecord,
  worker: number,
  pack: DemoRecord | undefined,
  period: { start: Date; end: Date },
  seq: number,
): void {
  const signed = new Date(period.start.getTime() - w.random.number.int({ min: 0, max: 3 }) * DAY_MS);
  const signedAt = formatDate(signed);
  const no = `HT${compact(signedAt)}${String(c.id).padStart(4, '0')}${seq}`;
  const attaches = [{ url: `https://cdn.example.com/contracts/${no}.pdf` }];
  if (w.random.datatype.boolean({ probability: 0.6 }))
    attaches.push({ url: `https://cdn.example.com/contracts/${no}-signed.jpg` });
  const contract = w.add('contract', {
    no,
    customer_id: c.id,
    party_b: typeof c.name === 'string' ? c.name : undefined,
    signed_at: signedAt,
    services: servicesOf(w, pack),
    expireTime: { start: formatDate(period.start), end: formatDate(period.end) },
    order_price: priceOf(w, pack),
    attaches,
    worker_id: worker,
    created_at: formatDateTime(
      new Date(signed.getTime() + w.random.number.int({ min: 9, max: 18 }) * 3_600_000),
    ),
  });
  // Its template and package, as the generator saves them (not fields of the resource's schema):
  // the edit form needs the template to save it.
  const templates = w.records('contract-config');
  if (contract && templates.length > 0)
    Object.assign(contract, { config_id: templates[c.id % templates.length].id, package_id: pack?.id });
}

/**
 * The contracts of a history customer who is a member (VIP, or with a package): the current one,
 * ending when the VIP does, and for about a third of them an earlier one it renewed.
 */
export function contracts(w: ContractWriter, c: DemoRecord, since: Date, worker: number): void {
  if (c.is_vip !== true && c.package_id === undefined) return;
  const packages = w.records('package');
  const pack = packages.find((p) => p.id === c.package_id) ?? packages[c.id % Math.max(1, packages.length)];
  const days = num(pack?.duration_days, 365);
  const today = w.now.getTime();
  const end =
    typeof c.vip_expire_at === 'string' && c.vip_expire_at
      ? parseDateTime(c.vip_expire_at)
      : new Date(today + w.random.number.int({ min: 20, max: 300 }) * DAY_MS);
  // The period started at most `days` before its end, never in the future.
  const latest = Math.min(
    end.getTime() - days * DAY_MS,
    today - w.random.number.int({ min: 5, max: 40 }) * DAY_MS,
  );
  const start = new Date(Math.max(since.getTime(), latest));
  const renewed =
    w.random.datatype.boolean({ probability: 0.35 }) && start.getTime() - 200 * DAY_MS > since.getTime();
  if (renewed) {
    const previousEnd = new Date(start.getTime() - DAY_MS);
    const previous = packages.find((p) => num(p.duration_days, 0) === 180) ?? pack;
    const previousStart = new Date(previousEnd.getTime() - num(previous?.duration_days, 180) * DAY_MS);
    addContract(w, c, worker, previous, { start: previousStart, end: previousEnd }, 1);
  }
  addContract(w, c, worker, pack, { start, end }, renewed ? 2 : 1);
}
