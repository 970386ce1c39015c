import { BRAND_ROOTS, qiniuCname, SITE_IP } from '../data/domains';
import { defineSeeder } from '../seeding';

interface Row {
  host: string;
  record_type: 'A' | 'CNAME' | 'TXT' | 'MX';
  value: (root: string, brand: number) => string;
  status?: (brand: number) => 0 | 1;
}

/** The records of each brand's zone (its root domain): the site's hosts and the CDN's CNAMEs. */
const RECORDS: readonly Row[] = [
  // The third brand's root still points at an old server: "check resolution" says so.
  { host: '@', record_type: 'A', value: (_r, b) => (b === 2 ? '120.55.31.208' : SITE_IP) },
  { host: 'www', record_type: 'CNAME', value: (root) => root },
  { host: 'admin', record_type: 'A', value: () => SITE_IP },
  // The second brand's API record is paused.
  { host: 'api', record_type: 'A', value: () => SITE_IP, status: (b) => (b === 1 ? 0 : 1) },
  { host: 'img', record_type: 'CNAME', value: (root) => qiniuCname(`img.${root}`) },
  { host: 'video', record_type: 'CNAME', value: (root) => qiniuCname(`video.${root}`) },
  { host: '_dnsauth', record_type: 'TXT', value: (_r, b) => `2025${String(b + 1).padStart(4, '0')}dnsauth` },
  { host: 'mail', record_type: 'MX', value: () => 'mxbiz1.qq.com' },
];

/** The first brand's zone also points its `cdn` host at Qiniu (instead of a mail record). */
const FIRST_BRAND_CDN: Row = {
  host: 'cdn',
  record_type: 'CNAME',
  value: (root) => qiniuCname(`cdn.${root}`),
};

/** DNS records of the brands' root domains (8 each). */
export default defineSeeder({
  dependsOn: ['domain'],
  build(ctx, _start, index) {
    const brand = Math.floor(index / RECORDS.length) % BRAND_ROOTS.length;
    const root = BRAND_ROOTS[brand];
    const zone = ctx.records('domain').find((d) => d.domain === root);
    const slot = index % RECORDS.length;
    const r = brand === 0 && slot === RECORDS.length - 1 ? FIRST_BRAND_CDN : RECORDS[slot];
    return {
      domain_id: zone?.id,
      host: r.host,
      record_type: r.record_type,
      value: r.value(root, brand),
      ttl: r.record_type === 'TXT' ? 3600 : 600,
      status: r.status?.(brand) ?? 1,
    };
  },
});
