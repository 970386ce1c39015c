import { defineSeeder } from '../seeding';

/** Payment accounts: the head office's WeChat and Alipay accounts, then per-store WeChat accounts. */
export default defineSeeder({
  dependsOn: ['store'],
  build(ctx, _start, index) {
    const { faker } = ctx;
    const stores = ctx.records('store');
    const headOffice = index < 2;
    const channel =
      index === 1
        ? 'alipay'
        : index < 2
          ? 'wechat'
          : faker.helpers.arrayElement(['wechat', 'wechat', 'alipay']);
    const store = headOffice || stores.length === 0 ? undefined : stores[(index - 2) % stores.length];
    const owner = store ? String(store.name) : '总部';
    const wechat = channel === 'wechat';
    return {
      name: `${owner}${wechat ? '微信支付' : '支付宝'}`,
      channel,
      mch_id: wechat ? `16${faker.string.numeric(8)}` : `2088${faker.string.numeric(12)}`,
      app_id: wechat
        ? `wx${faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`
        : `2021${faker.string.numeric(12)}`,
      api_key: faker.string.alphanumeric(32),
      store_id: store?.id,
      status: faker.number.float({ min: 0, max: 1 }) < 0.85 ? 1 : 0,
    };
  },
});
