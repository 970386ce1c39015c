import { defineSeeder } from '../seeding';

const REMARKS = ['优质会员，本人同意展示', '新入会钻石会员', '资料完整，照片质量好', '活动期间首页推荐'];

/** Distinct VIP customers with a photo, pinned on the guest wall. */
export default defineSeeder({
  dependsOn: ['customer'],
  build(ctx, _start, index) {
    const { random } = ctx;
    const picks = ctx.memo('guest-wall.picks', () =>
      ctx.records('customer').filter((c) => c.is_vip === true && c.avatar_uploaded === 1),
    );
    return {
      customer_id: picks.length ? picks[(index * 7) % picks.length].id : undefined,
      sort: index + 1,
      remark: random.datatype.boolean({ probability: 0.5 })
        ? random.helpers.arrayElement(REMARKS)
        : undefined,
      worker_id: 1,
    };
  },
});
