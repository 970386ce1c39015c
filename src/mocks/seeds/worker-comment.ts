import { defineSeeder } from '../seeding';

const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    '红娘老师非常专业，推荐的对象都很靠谱，已经在交往了！',
    '服务很贴心，每次见面前都会细心提醒。',
    '感谢王老师耐心开导，让我重新有了信心。',
  ],
  4: ['整体不错，推荐频率可以再高一点。', '红娘很负责，就是周末有时联系不上。'],
  3: ['服务一般，推荐的对象和要求有差距。'],
  2: ['回复比较慢，希望改进。'],
  1: ['几个月只推荐了一位，不太满意。'],
};

/** Customers' reviews of their matchmaker, mostly positive. */
export default defineSeeder({
  dependsOn: ['customer'],
  build(ctx) {
    const { random } = ctx;
    const served = ctx.memo('worker-comment.customers', () =>
      ctx.records('customer').filter((c) => c.worker_id),
    );
    const customer = served.length ? random.helpers.arrayElement(served) : undefined;
    const score = random.helpers.weightedArrayElement([
      { weight: 55, value: 5 },
      { weight: 25, value: 4 },
      { weight: 10, value: 3 },
      { weight: 6, value: 2 },
      { weight: 4, value: 1 },
    ]);
    return {
      customer_id: customer?.id,
      worker_id: customer?.worker_id,
      score,
      content: random.helpers.arrayElement(COMMENTS[score]),
      is_public: score >= 4 && random.datatype.boolean({ probability: 0.7 }),
    };
  },
});
