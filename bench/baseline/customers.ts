/** A type alias (not an interface) so it fits the dataProvider's `Record<string, unknown>` rows. */
export type BaselineCustomer = {
  id: number;
  name: string;
  gender: 'female' | 'male';
  phone: string;
  age: number;
  city: string;
  store: string;
  created_at: string;
};

const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu'];
const GIVEN = ['Wei', 'Fang', 'Na', 'Min', 'Jing', 'Lei', 'Qiang', 'Yan', 'Jie', 'Xiu', 'Tao', 'Hui'];
const CITIES = ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Hangzhou', 'Wuhan', "Xi'an"];
const STORES = ['East store', 'West store', 'North store', 'South store', 'Central store'];
const DAY_MS = 86_400_000;
const START = Date.UTC(2024, 0, 1);

/** `count` customers from a fixed-seed generator (mulberry32): the same rows on every build. */
export function buildCustomers(count: number, seed = 20_240_101): BaselineCustomer[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${pick(SURNAMES)} ${pick(GIVEN)}${pick(GIVEN).toLowerCase()}`,
    gender: next() < 0.5 ? 'female' : 'male',
    phone: `138${String(Math.floor(next() * 100_000_000)).padStart(8, '0')}`,
    age: 22 + Math.floor(next() * 25),
    city: pick(CITIES),
    store: pick(STORES),
    created_at: new Date(START + Math.floor(next() * 700) * DAY_MS).toISOString(),
  }));
}
