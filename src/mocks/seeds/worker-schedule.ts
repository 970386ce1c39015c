import { DAY_MS, defineSeeder, formatDate, formatDateTime } from '../seeding';

const REMARKS = ['门店值班', '外出见面陪同', '周末活动支援', '调休', '新人带教'];

/** Two weeks of duty roster around today for the first workers. */
export default defineSeeder({
  dependsOn: ['worker'],
  build(ctx, _start, index) {
    const { random, now } = ctx;
    const workers = ctx.records('worker').slice(0, 6);
    const worker = workers.length ? workers[index % workers.length] : undefined;
    const day = Math.floor(index / Math.max(1, workers.length)) - 3;
    const shift = random.helpers.weightedArrayElement([
      { weight: 20, value: 'morning' },
      { weight: 20, value: 'afternoon' },
      { weight: 40, value: 'full' },
      { weight: 5, value: 'night' },
      { weight: 15, value: 'rest' },
    ]);
    return {
      worker_id: worker?.id,
      store_id: worker?.store_id,
      date: formatDate(new Date(now.getTime() + day * DAY_MS)),
      // Rosters are published the week before.
      created_at: formatDateTime(new Date(now.getTime() + (day - 7) * DAY_MS + 10 * 3_600_000)),
      shift,
      remark:
        shift === 'rest'
          ? '调休'
          : random.datatype.boolean({ probability: 0.2 })
            ? random.helpers.arrayElement(REMARKS)
            : undefined,
    };
  },
});
