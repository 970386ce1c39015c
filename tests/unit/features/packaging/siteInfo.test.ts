import { describe, expect, it } from 'vitest';
import { toSiteInfo } from '../../../../dataProvider/siteInfo';
import { tabTitle } from '../../../../src/platform/siteIdentity';

describe('site info (get-site-info)', () => {
  it('reads the name, logo and favicon, bare or under data, and drops unsafe addresses', () => {
    expect(
      toSiteInfo({
        data: {
          site_name: ' 喜鹊婚恋 ',
          logo: 'https://cdn.example.com/l.png',
          favicon: 'javascript:alert(1)',
        },
      }),
    ).toEqual({ name: '喜鹊婚恋', logo: 'https://cdn.example.com/l.png', favicon: undefined });
    expect(toSiteInfo({ name: 'A' })).toEqual({ name: 'A', logo: undefined, favicon: undefined });
    expect(toSiteInfo(null)).toEqual({ name: undefined, logo: undefined, favicon: undefined });
  });

  it('titles the tab with the site name, else the app name', () => {
    expect(tabTitle('客户', '红娘管理后台', { name: '喜鹊婚恋' })).toBe('客户 - 喜鹊婚恋');
    expect(tabTitle('客户', '红娘管理后台', {})).toBe('客户 - 红娘管理后台');
  });
});
