import { DAY_MS, dateBetween, defineSeeder, formatDateTime, mobile } from '../seeding';

const MODELS = {
  huawei: ['华为 Mate 60', '华为 nova 12'],
  xiaomi: ['小米 14', 'Redmi K70'],
  oppo: ['OPPO Reno11'],
  vivo: ['vivo S18'],
  honor: ['荣耀 90'],
  other: ['一加 12'],
} as const;

/** Work phones, numbered per model, most of them given to a worker. */
export default defineSeeder({
  dependsOn: ['worker'],
  build(ctx, _start, index) {
    const { random, now } = ctx;
    const workers = ctx.records('worker');
    const brand = random.helpers.arrayElement(Object.keys(MODELS) as (keyof typeof MODELS)[]);
    const online = random.datatype.boolean({ probability: 0.6 });
    return {
      name: `${random.helpers.arrayElement(MODELS[brand])}-${String(index + 1).padStart(2, '0')}号机`,
      brand,
      worker_id: workers.length && index < workers.length ? workers[index].id : undefined,
      phone_number: mobile(random),
      serial: random.string.alphanumeric({ length: 16, casing: 'upper' }),
      is_online: online,
      status: random.datatype.boolean({ probability: 0.9 }) ? 1 : 0,
      last_online_at: formatDateTime(
        online ? now : dateBetween(random, new Date(now.getTime() - 10 * DAY_MS), now),
      ),
    };
  },
});
