import { avatarFor, defineSeeder } from '../seeding';

const ICONS: readonly [string, string][] = [
  ['全部分类', '/pages/category/index'],
  ['新品推荐', '/pages/goods/new'],
  ['热销榜单', '/pages/goods/hot'],
  ['样板间', '/pages/showroom/index'],
  ['免费设计', '/pages/design/apply'],
  ['门店导航', '/pages/store/index'],
  ['以旧换新', '/pages/activity/trade-in'],
  ['售后服务', '/pages/service/index'],
  ['领优惠券', '/pages/coupon/index'],
  ['联系客服', '/pages/contact/index'],
];

export default defineSeeder({
  build(ctx, _start, index) {
    const [name, link] = ICONS[index % ICONS.length];
    return { name, icon: avatarFor(ctx.random, name), link, sort: index + 1, status: index < 8 ? 1 : 0 };
  },
});
