import { defineSeeder } from '../seeding';

const TAGS = [
  '门店环境',
  '活动现场',
  '会员风采',
  '宣传海报',
  '小程序首页',
  '成功案例',
  '红娘团队',
  '节日素材',
  '视频素材',
  '合同附件',
];

/** Media tags; `attach_count` is counted once the media are seeded. */
export default defineSeeder({
  build(_ctx, _start, index) {
    return { name: TAGS[index % TAGS.length], attach_count: 0 };
  },
  finish(records, ctx) {
    const counts = new Map<unknown, number>();
    for (const a of ctx.records('attach')) counts.set(a.tag_id, (counts.get(a.tag_id) ?? 0) + 1);
    for (const r of records) r.attach_count = counts.get(r.id) ?? 0;
  },
});
