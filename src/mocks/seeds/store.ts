import { AREAS, BUILDINGS } from '../data/china';
import { chineseName, defineSeeder, type DemoRecord } from '../seeding';

const STORE_REMARKS = [
  '旗舰店，周一闭店',
  '新开门店，重点扶持',
  '营业时间 10:00-21:00',
  '停车场可免费停车2小时',
  '地铁站出口步行5分钟',
];

/** Stores: one per district (`上海徐汇店`), with a landline, an address and a manager. */
export default defineSeeder({
  build({ random }, _start, index) {
    const area = AREAS[index % AREAS.length];
    const round = Math.floor(index / AREAS.length);
    const name = round === 0 ? area.store : area.store.replace(/店$/, `${round + 1}店`);
    const local = random.string.numeric({ length: area.tel.length === 3 ? 8 : 7, allowLeadingZeros: false });
    return {
      name,
      phone: random.number.float({ min: 0, max: 1 }) < 0.8 ? area.tel + local : undefined,
      address: `${area.full}${area.road}${random.number.int({ min: 1, max: 1999 })}号${random.helpers.arrayElement(BUILDINGS)}${random.number.int({ min: 2, max: 30 })}楼`,
      manager: chineseName(random, -1).name,
      status: random.number.float({ min: 0, max: 1 }) < 0.9 ? 1 : 0,
      remark:
        random.number.float({ min: 0, max: 1 }) < 0.3
          ? random.helpers.arrayElement(STORE_REMARKS)
          : undefined,
      customer_count: 0,
    };
  },
  finish(records: DemoRecord[], ctx) {
    const counts = new Map<unknown, number>();
    for (const c of ctx.records('customer')) counts.set(c.store_id, (counts.get(c.store_id) ?? 0) + 1);
    for (const r of records) r.customer_count = counts.get(r.id) ?? 0;
  },
});
