import { defineSeeder } from '../seeding';

const HOSTS: readonly { sub: string; usage: string }[] = [
  { sub: 'img', usage: 'image' },
  { sub: 'video', usage: 'video' },
  { sub: 'static', usage: 'static' },
  { sub: 'cdn', usage: 'image' },
  { sub: 'media', usage: 'video' },
];
const ROOTS = ['xique-love.com', 'jiayuan-hn.cn', 'yuelao520.com'];

/** CDN domains on the site's root domains, most of them active. */
export default defineSeeder({
  build(ctx, _start, index) {
    const { random } = ctx;
    const host = HOSTS[index % HOSTS.length];
    const root = ROOTS[Math.floor(index / HOSTS.length) % ROOTS.length];
    const domain = `${host.sub}.${root}`;
    return {
      domain,
      bucket: `${root.split('.')[0]}-${host.usage}`,
      usage: host.usage,
      https: random.datatype.boolean({ probability: 0.8 }),
      cname: `${domain}.qiniudns.com`,
      status: random.helpers.weightedArrayElement([
        { weight: 80, value: 1 },
        { weight: 10, value: 0 },
        { weight: 5, value: 2 },
        { weight: 5, value: 3 },
      ]),
    };
  },
});
