import { qiniuCname } from '../data/domains';
import { defineSeeder } from '../seeding';

/** 0 configuring, 1 active, 2 failed, 3 offline (resources/domain-qiniu.ts). */
type Status = 0 | 1 | 2 | 3;

/**
 * CDN domains, on the brands' root domains but the last one (a root the site does not manage).
 * Their CNAME records are in the zones of `domain-dns` for img, video and the first brand's cdn.
 */
const CDN: readonly { domain: string; usage: 'image' | 'video' | 'static'; status: Status }[] = [
  { domain: 'img.xique520.com', usage: 'image', status: 1 },
  { domain: 'video.xique520.com', usage: 'video', status: 1 },
  { domain: 'static.xique520.com', usage: 'static', status: 0 },
  { domain: 'cdn.xique520.com', usage: 'image', status: 3 },
  { domain: 'media.xique520.com', usage: 'video', status: 2 },
  { domain: 'img.jiayuanhongniang.cn', usage: 'image', status: 1 },
  { domain: 'video.jiayuanhongniang.cn', usage: 'video', status: 1 },
  { domain: 'static.jiayuanhongniang.cn', usage: 'static', status: 1 },
  { domain: 'cdn.jiayuanhongniang.cn', usage: 'image', status: 0 },
  { domain: 'static.xq-cdn.net', usage: 'static', status: 1 },
];

export default defineSeeder({
  count: CDN.length,
  build(ctx, _start, index) {
    const { domain, usage, status } = CDN[index % CDN.length];
    return {
      domain,
      bucket: `${domain.split('.').slice(-2, -1)[0]}-${usage}`,
      usage,
      https: ctx.random.datatype.boolean({ probability: 0.8 }),
      cname: qiniuCname(domain),
      status,
    };
  },
  // Qiniu gives a new domain its CNAME at once; it is configured a moment later.
  onCreate: (record) => ({
    ...record,
    cname: typeof record.domain === 'string' ? qiniuCname(record.domain) : record.cname,
    status: 0,
  }),
});
