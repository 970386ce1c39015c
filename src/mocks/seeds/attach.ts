import { alnum, defineSeeder } from '../seeding';

const IMAGE_NAMES = [
  '门店外景',
  '接待区',
  '茶室',
  '交友派对',
  '户外相亲会',
  '会员合影',
  '活动海报',
  '红娘团队合影',
  '签约仪式',
  '节日祝福',
];
const VIDEO_NAMES = ['门店宣传片', '活动花絮', '成功案例分享', '红娘访谈'];

/** Media of the library: mostly images (jpg/png), some videos (mp4), with a tag and an uploader. */
export default defineSeeder({
  dependsOn: ['attach-tag', 'worker'],
  build(ctx, start, index) {
    const { random } = ctx;
    const tags = ctx.records('attach-tag');
    const video = random.datatype.boolean({ probability: 0.2 });
    const ext = video ? 'mp4' : random.helpers.arrayElement(['jpg', 'jpg', 'png']);
    const month = String(start.created_at).slice(0, 7).replace('-', '/');
    const path = `attach/${month}/${alnum(random, 16)}.${ext}`;
    const base = random.helpers.arrayElement(video ? VIDEO_NAMES : IMAGE_NAMES);
    return {
      name: `${base}-${String(index + 1).padStart(2, '0')}.${ext}`,
      type: video ? 1 : 0,
      path,
      url: `https://cdn.example.com/${path}`,
      size: video
        ? random.number.int({ min: 5_000_000, max: 80_000_000 })
        : random.number.int({ min: 80_000, max: 5_000_000 }),
      tag_id:
        tags.length && random.datatype.boolean({ probability: 0.8 })
          ? random.helpers.arrayElement(tags).id
          : undefined,
      worker_id: random.datatype.boolean({ probability: 0.6 }) ? 1 : random.number.int({ min: 2, max: 10 }),
    };
  },
});
