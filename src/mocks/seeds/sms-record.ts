import { defineSeeder } from '../seeding';

const FAIL_REASONS = ['号码已停机', '用户已退订', '运营商拦截', '号码不存在'];

/**
 * SMS sent from the templates, the placeholders filled in with the customer's name and dates; long
 * bodies count as two billed messages.
 */
export default defineSeeder({
  dependsOn: ['customer', 'sms-template', 'worker'],
  build(ctx, start) {
    const { random } = ctx;
    const templates = ctx.memo('sms-record.templates', () =>
      ctx.records('sms-template').filter((t) => t.scene !== 'verify'),
    );
    const customers = ctx.memo('sms-record.customers', () =>
      ctx.records('customer').filter((c) => typeof c.phone === 'string'),
    );
    const template = templates.length ? random.helpers.arrayElement(templates) : undefined;
    const customer = customers.length ? random.helpers.arrayElement(customers) : undefined;
    const day = String(start.created_at).slice(0, 10);
    const content = String(template?.content ?? '【喜鹊婚恋】您好，您的红娘稍后将与您联系。')
      .replace(/\{name\}/g, String(customer?.name ?? '您'))
      .replace(/\{time\}/g, `${day.slice(5)} 15:00`)
      .replace(/\{date\}/g, day)
      .replace(/\{place\}/g, '门店二楼茶室')
      .replace(/\{package\}/g, '金卡')
      .replace(/\{code\}/g, random.string.numeric(6))
      .replace(/\{[a-z_]+\}/g, '');
    const status = random.helpers.weightedArrayElement([
      { weight: 90, value: 1 },
      { weight: 8, value: 2 },
      { weight: 2, value: 0 },
    ]);
    return {
      phone: customer?.phone,
      customer_id: customer?.id,
      template_id: template?.id,
      content,
      billing_count: content.length > 70 ? 2 : 1,
      status,
      fail_reason: status === 2 ? random.helpers.arrayElement(FAIL_REASONS) : undefined,
      worker_id: customer?.worker_id ?? 1,
    };
  },
});
