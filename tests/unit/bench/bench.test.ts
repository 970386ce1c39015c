// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillTemplate, renderSite } from '../../../deploy/render.mjs';
import {
  cumulativeLayoutShift,
  dashboardChunkLazy,
  longTaskTimeAfter,
  median,
} from '../../../bench/stats.mjs';

describe('bench figures', () => {
  it('takes the median of the numbers measured, ignoring missing ones', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null])).toBeNull();
  });

  it('counts CLS as the largest session window (1 s gap, 5 s at most)', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // two shifts 500 ms apart share a window; one 2 s later starts another
    expect(
      cumulativeLayoutShift([
        [100, 0.01],
        [600, 0.02],
        [2600, 0.025],
      ]),
    ).toBeCloseTo(0.03);
    // a window closes after 5 s even without a gap
    const steady = Array.from({ length: 12 }, (_, i): [number, number] => [i * 900, 0.01]);
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('counts long-task time after first paint only', () => {
    expect(
      longTaskTimeAfter(
        [
          [0, 100],
          [150, 60],
          [300, 80],
        ],
        180,
      ),
    ).toBe(30 + 80);
    expect(longTaskTimeAfter([], 0)).toBe(0);
  });
});

describe('the dashboard chunk check (issue 14)', () => {
  const screen = (scriptFiles: string[]) =>
    ({ scriptFiles }) as unknown as NonNullable<Parameters<typeof dashboardChunkLazy>[0]>['list'];
  it('is lazy when the list does not load DashboardHome and the dashboard does', () => {
    const list = screen(['index-a.js', 'App-b.js']);
    const dashboard = screen(['index-a.js', 'DashboardHome-c.js']);
    expect(dashboardChunkLazy({ list, dashboard })).toBe(true);
    expect(dashboardChunkLazy({ list: dashboard, dashboard })).toBe(false);
    expect(dashboardChunkLazy({ list })).toBeNull();
  });
});

describe('deploy/nginx.conf template', () => {
  it('fills its placeholders and keeps nginx variables and comments', async () => {
    const site = await renderSite({ appRoot: '/var/www/blind-admin/', apiUpstream: 'http://127.0.0.1:8787' });
    expect(site).toContain('listen 80;');
    expect(site).toContain('server_name _;');
    expect(site).toContain('alias /var/www/blind-admin/;');
    expect(site).toContain('server 127.0.0.1:8787;');
    expect(site).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(site).toContain('# A template: deploy/render.mjs fills in ${LISTEN}');
    expect(site).not.toMatch(/^[^#]*\$\{[A-Z_]+\}/m);
  });

  it('refuses a missing value and a value that would inject directives', () => {
    expect(() => fillTemplate('listen ${LISTEN};', {})).toThrow('nginx template: no value for ${LISTEN}');
    expect(() => fillTemplate('root ${APP_ROOT};', { APP_ROOT: '/srv; include /etc/passwd' })).toThrow(
      'nginx template: ${APP_ROOT} = "/srv; include /etc/passwd" is not a single word',
    );
  });
});
