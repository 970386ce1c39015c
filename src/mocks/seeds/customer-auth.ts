import { avatarFor, defineSeeder, digits, formatDateTime, parseDateTime } from '../seeding';

const REJECTIONS = ['证件照片模糊，请重新上传', '证件信息与填写资料不一致', '证件已过期'];
const PROOFS = ['身份证', '学历证书', '工牌', '房产证', '行驶证', '婚况证明'];

/** Certificates: identity ones carry the real name and an ID number matching the birthday. */
export default defineSeeder({
  dependsOn: ['customer', 'worker'],
  build(ctx, start) {
    const { random } = ctx;
    const customers = ctx.records('customer');
    const customer = customers.length ? random.helpers.arrayElement(customers) : undefined;
    const type = random.helpers.weightedArrayElement([
      { weight: 40, value: 1 },
      { weight: 20, value: 2 },
      { weight: 15, value: 3 },
      { weight: 10, value: 4 },
      { weight: 10, value: 5 },
      { weight: 5, value: 6 },
    ]);
    const status = random.helpers.weightedArrayElement([
      { weight: 30, value: 0 },
      { weight: 60, value: 1 },
      { weight: 10, value: 2 },
    ]);
    const birthday = String(customer?.birthday ?? '1990-01-01').replace(/-/g, '');
    const created = parseDateTime(String(start.created_at));
    return {
      customer_id: customer?.id,
      type,
      real_name: customer?.name,
      id_card: type === 1 ? `310104${birthday}${digits(random, 4)}` : undefined,
      image: avatarFor(random, PROOFS[type - 1]),
      status,
      reason: status === 2 ? random.helpers.arrayElement(REJECTIONS) : undefined,
      reviewer_id: status === 0 ? undefined : 1,
      reviewed_at: status === 0 ? undefined : formatDateTime(new Date(created.getTime() + 3_600_000)),
    };
  },
});
