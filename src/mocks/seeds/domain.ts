import { BRAND_ROOTS } from '../data/domains';
import { defineSeeder, formatDateTime } from '../seeding';

type Usage = 'h5' | 'admin' | 'api' | 'media';

const HOSTS: readonly { sub: string; usage: Usage; remark: string }[] = [
  { sub: '', usage: 'h5', remark: '移动端H5主站' },
  { sub: 'admin', usage: 'admin', remark: '管理后台' },
  { sub: 'api', usage: 'api', remark: '接口域名' },
  { sub: 'img', usage: 'media', remark: '七牛云图片CDN' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The HTTPS certificate of domain `index`: most issued for months, one expiring within the month,
 * one that failed, none on a domain without HTTPS.
 */
function certificate(index: number, https: boolean, now: Date) {
  if (!https) return { cert_status: 'none', cert_expires_at: null };
  if (index === 5) return { cert_status: 'failed', cert_expires_at: null };
  const days = index === 2 ? 12 : 45 + ((index * 47) % 300);
  return { cert_status: 'issued', cert_expires_at: formatDateTime(new Date(now.getTime() + days * DAY_MS)) };
}

/** Domains: each brand's root (its H5 site), admin, API and media hosts (`admin.xique520.com`). */
export default defineSeeder({
  build({ random, now }, _start, index) {
    const host = HOSTS[index % HOSTS.length];
    const brand = BRAND_ROOTS[Math.floor(index / HOSTS.length) % BRAND_ROOTS.length];
    const round = Math.floor(index / (HOSTS.length * BRAND_ROOTS.length));
    const sub = `${host.sub || (round ? 'www' : '')}${round ? round + 1 : ''}`;
    const https = index % 7 !== 6;
    return {
      domain: sub ? `${sub}.${brand}` : brand,
      usage: host.usage,
      https,
      status: random.number.float({ min: 0, max: 1 }) < 0.85 ? 1 : 0,
      remark: host.remark,
      ...certificate(index, https, now),
    };
  },
  // A domain added through the API has no certificate until one is applied for.
  onCreate: (record) => ({ ...record, cert_status: 'none', cert_expires_at: null }),
});
