import { defineSeeder, mobile } from '../seeding';

/** Extensions 8001… of the switchboard, bound to the first workers and their mobiles. */
export default defineSeeder({
  dependsOn: ['worker'],
  build(ctx, _start, index) {
    const { random } = ctx;
    const workers = ctx.records('worker');
    const worker = index < workers.length && index < 16 ? workers[index] : undefined;
    return {
      ext_no: String(8001 + index),
      worker_id: worker?.id,
      bind_phone: worker && typeof worker.phone === 'string' ? worker.phone : mobile(random),
      display_number: '02154321888',
      status: worker ? 1 : 0,
      remark: worker ? undefined : '空闲分机',
    };
  },
});
