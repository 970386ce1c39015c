import { defineSeeder } from '../seeding';

const BRANDS = ['xique520.com', 'jiayuanhongniang.cn', 'yuelaolaile.com'];

type Usage = 'h5' | 'admin' | 'api' | 'media';

const HOSTS: readonly { sub: string; usage: Usage; remark: string }[] = [
  { sub: 'm', usage: 'h5', remark: '移动端H5主站' },
  { sub: 'admin', usage: 'admin', remark: '管理后台' },
  { sub: 'api', usage: 'api', remark: '接口域名' },
  { sub: 'img', usage: 'media', remark: '七牛云图片CDN' },
];

/** Domains: the brands' H5, admin, API and media hosts (`admin.xique520.com`). */
export default defineSeeder({
  build({ random }, _start, index) {
    const host = HOSTS[index % HOSTS.length];
    const brand = BRANDS[Math.floor(index / HOSTS.length) % BRANDS.length];
    const round = Math.floor(index / (HOSTS.length * BRANDS.length));
    return {
      domain: `${host.sub}${round ? round + 1 : ''}.${brand}`,
      usage: host.usage,
      https: index % 7 !== 6,
      status: random.number.float({ min: 0, max: 1 }) < 0.85 ? 1 : 0,
      remark: host.remark,
    };
  },
});
