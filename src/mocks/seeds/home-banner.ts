import { DAY_MS, avatarFor, defineSeeder, formatDateTime } from '../seeding';

const TITLES = [
  '618 家装节 全场满减',
  '新品上市 新中式系列',
  '样板间开放日',
  '以旧换新 最高补贴2000元',
  '会员专享 免费设计',
  '年中大促 爆款直降',
  '环保家具 安心之选',
  '全屋定制 限时特惠',
  '周末到店有礼',
  '国庆家装季',
];

export default defineSeeder({
  build(ctx, _start, index) {
    const { random, now } = ctx;
    const title = TITLES[index % TITLES.length];
    const start = new Date(now.getTime() + (index - 6) * 7 * DAY_MS);
    return {
      title,
      image: avatarFor(random, title),
      link: `/pages/activity/index?id=${index + 1}`,
      sort: index + 1,
      status: index < 7 ? 1 : 0,
      start_at: formatDateTime(start),
      end_at: formatDateTime(new Date(start.getTime() + 30 * DAY_MS)),
    };
  },
});
