/**
 * The profile extras of a seeded customer (issue 11): habitation list, wants, self-introduction
 * and photo gallery, derived from the customer's id so every demo run shows the same person.
 */
import { AREAS } from './data/china';
import type { DemoDb, DemoRecord } from './db';

/** A small deterministic generator per customer (the seeders' stream is not touched). */
function pickerOf(seed: number) {
  let state = (seed * 2654435761) % 4294967296 || 1;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

const idNumber = (record: DemoRecord): number => (typeof record.id === 'number' ? record.id : 0);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** `detail` (basic data and the habitation list) and `target_detail` (what the customer wants). */
export function profileExtrasOf(customer: DemoRecord): Record<string, unknown> {
  const pick = pickerOf(idNumber(customer));
  const home = typeof customer.area === 'string' ? customer.area : pick.pick(AREAS).full;
  const city = AREAS.find((a) => a.full === home)?.city;
  const nearby = AREAS.filter((a) => a.city === city && a.full !== home).map((a) => a.full);
  const habitation = nearby.length && pick.int(0, 1) ? [home, pick.pick(nearby)] : [home];
  const age = numberOr(customer.age, 30);
  const male = customer.gender === 1;
  const wantAge: [number, number] = male
    ? [Math.max(18, age - pick.int(5, 8)), Math.max(20, age + pick.int(0, 2))]
    : [Math.max(20, age - pick.int(0, 2)), Math.min(80, age + pick.int(4, 8))];
  const wantHeight: [number, number] = male
    ? [155, pick.pick([168, 170, 172])]
    : [pick.pick([170, 172, 175]), 190];
  return {
    detail: {
      gender: customer.gender,
      age: customer.age,
      education: customer.education,
      height: customer.height,
      marriage: customer.marriage,
      habitation,
    },
    target_detail: {
      want_age: wantAge,
      want_height: wantHeight,
      want_education: Math.max(1, numberOr(customer.education, 3) - pick.int(0, 1)),
      habitation: pick.int(0, 2) ? [home] : [],
    },
  };
}

/** -1 no identity certificate, else the status of the latest one (0 pending, 1 passed, 2 rejected). */
export function realNameStatusOf(db: DemoDb, customerId: unknown): number {
  const auths = db
    .list('customer-auth')
    .filter((a) => a.customer_id === customerId && a.type === 1)
    .sort((a, b) => idNumber(b) - idNumber(a));
  return auths.length ? numberOr(auths[0].status, -1) : -1;
}

const INTRO_OPENINGS = [
  '大家好，我是一个性格开朗、热爱生活的人。',
  '平时工作比较忙，但周末喜欢约上朋友爬山、看展。',
  '我是个慢热的人，熟悉之后会很健谈。',
  '喜欢做饭，也喜欢尝试各地的美食。',
];
const INTRO_HOPES = [
  '希望遇到一位真诚、有责任心的另一半，一起把日子过得温暖踏实。',
  '希望对方孝顺父母、情绪稳定，愿意一起经营家庭。',
  '不追求轰轰烈烈，只希望找到一个能聊得来的人。',
];

/** The customer's own words (none for about one customer in six). */
export function selfIntroductionOf(customer: DemoRecord): string {
  const pick = pickerOf(idNumber(customer) + 7);
  if (pick.int(0, 5) === 0) return '';
  const area = typeof customer.area === 'string' ? `我在${customer.area}生活和工作。` : '';
  return `${pick.pick(INTRO_OPENINGS)}${area}${pick.pick(INTRO_HOPES)}`;
}

const PHOTO_COLORS = ['#f8bbd0', '#c5cae9', '#b2dfdb', '#ffe0b2', '#d1c4e9', '#c8e6c9'];

/** A 3:4 photo placeholder that works offline (an SVG data URL): sun, hills, the name. */
function photoUrl(color: string, variant: number, name: string): string {
  const sun = 30 + ((variant * 23) % 60);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 160'><rect width='120' height='160' fill='${color}'/>` +
    `<circle cx='${sun}' cy='40' r='14' fill='#fff8e1'/>` +
    `<path d='M0 120 L40 70 L70 105 L90 85 L120 118 L120 160 L0 160 Z' fill='rgba(0,0,0,0.18)'/>` +
    `<text x='60' y='146' font-size='14' text-anchor='middle' fill='#fff'>${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The photos of the customer's gallery: 0-5, ids `customer id × 10 + n`. */
export function galleryOf(customer: DemoRecord): { id: number; url: string }[] {
  const id = idNumber(customer);
  const pick = pickerOf(id + 13);
  const count = pick.int(0, 5);
  const name = typeof customer.name === 'string' ? customer.name : '';
  return Array.from({ length: count }, (_, n) => ({
    id: id * 10 + n + 1,
    url: photoUrl(PHOTO_COLORS[(id + n) % PHOTO_COLORS.length], id + n, name),
  }));
}
