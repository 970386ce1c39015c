import { alnum, defineSeeder } from '../seeding';

const NOTES = [
  '修复已知问题，优化首页加载速度',
  '新增嘉宾墙推荐模块',
  '资料页支持上传视频',
  '优化认证流程',
  '新增活动报名功能',
  '调整会员中心样式',
];
const REJECTIONS = ['小程序类目与实际内容不符，请补充婚恋服务资质', '隐私协议未说明收集手机号的用途'];

/** Builds per platform, versions increasing with the id; the latest ones are still in the workflow. */
export default defineSeeder({
  build(ctx, _start, index) {
    const { random } = ctx;
    const platform = (['weapp', 'official', 'tiktok'] as const)[index % 3];
    const seq = Math.floor(index / 3);
    const latest = index >= ctx.count - 3;
    const status = latest
      ? random.helpers.arrayElement([0, 1, 2, 3, 4])
      : random.helpers.arrayElement([5, 5, 5, 6]);
    return {
      platform,
      app_id: `${platform === 'tiktok' ? 'tt' : 'wx'}${ctx.memo(`pack.appid.${platform}`, () => alnum(random, 16).replace(/[g-z]/g, 'a'))}`,
      version: `2.${Math.floor(seq / 4)}.${seq % 4}`,
      description: random.helpers.arrayElement(NOTES),
      status,
      audit_reason: status === 4 ? random.helpers.arrayElement(REJECTIONS) : undefined,
    };
  },
});
