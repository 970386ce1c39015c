import { defineSeeder } from '../seeding';

/** Payment accounts: the head office's WeChat and Alipay accounts, then per-store WeChat accounts. */
export default defineSeeder({
  dependsOn: ['store'],
  build(ctx, _start, index) {
    const { random } = ctx;
    const stores = ctx.records('store');
    const headOffice = index < 2;
    const channel =
      index === 1
        ? 'alipay'
        : index < 2
          ? 'wechat'
          : random.helpers.arrayElement(['wechat', 'wechat', 'alipay']);
    const store = headOffice || stores.length === 0 ? undefined : stores[(index - 2) % stores.length];
    const owner = store ? String(store.name) : '总部';
    const wechat = channel === 'wechat';
    return {
      name: `${owner}${wechat ? '微信支付' : '支付宝'}`,
      channel,
      mch_id: wechat ? `16${random.string.numeric(8)}` : `2088${random.string.numeric(12)}`,
      app_id: wechat
        ? `wx${random.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`
        : `2021${random.string.numeric(12)}`,
      api_key: random.string.alphanumeric(32),
      store_id: store?.id,
      status: random.number.float({ min: 0, max: 1 }) < 0.85 ? 1 : 0,
    };
  },
});
