/**
 * Facts of the demo's domains shared by their seeds and the bespoke domain handlers: the brands'
 * root domains (each a DNS zone), the address the site is served from, and Qiniu's CNAMEs.
 */

/** The brands' root domains; each is a site domain (the H5 site) and the zone of its records. */
export const BRAND_ROOTS = ['xique520.com', 'jiayuanhongniang.cn', 'yuelaolaile.com'] as const;

/** Where the site's H5, admin and API hosts should point (an `A` record). */
export const SITE_IP = '47.96.120.8';

/** The CNAME Qiniu gives a CDN domain (`img.xique520.com` → `img-xique520-com.qiniudns.com`). */
export function qiniuCname(domain: string): string {
  return `${domain.replace(/\./g, '-')}.qiniudns.com`;
}
