import { defineSeeder } from '../seeding';

const RECORDS: readonly { host: string; record_type: string; value: (i: number) => string }[] = [
  { host: '@', record_type: 'A', value: (i) => `47.96.${(i * 37) % 250}.${(i * 53) % 250}` },
  { host: 'www', record_type: 'CNAME', value: () => 'cdn.qiniudns.com' },
  { host: 'api', record_type: 'A', value: (i) => `120.55.${(i * 11) % 250}.${(i * 29) % 250}` },
  { host: 'm', record_type: 'CNAME', value: () => 'h5.qiniudns.com' },
  { host: '_dnsauth', record_type: 'TXT', value: (i) => `2025${String(i).padStart(4, '0')}dnsauth` },
  { host: 'mail', record_type: 'MX', value: () => 'mxbiz1.qq.com' },
];

/** DNS records of the seeded domains. */
export default defineSeeder({
  dependsOn: ['domain'],
  build(ctx, _start, index) {
    const domains = ctx.records('domain');
    const r = RECORDS[index % RECORDS.length];
    const domain = domains.length ? domains[Math.floor(index / RECORDS.length) % domains.length] : undefined;
    return {
      domain_id: domain?.id,
      host: r.host,
      record_type: r.record_type,
      value: r.value(index + 1),
      ttl: r.record_type === 'TXT' ? 3600 : 600,
      status: 1,
    };
  },
});
