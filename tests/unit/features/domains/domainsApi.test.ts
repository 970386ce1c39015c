import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CDN_QUOTA, CERT_MS } from '../../../../src/mocks/bespoke/domains';
import { createTestServer } from '../../../../src/mocks/node';
import { call, login, type ErrorBody } from '../../../support/demoClient';

// Spec §7 "Admin: domain-qiniu suite; domain; domain-dns": the demo API beside their CRUD.

const { server, db } = createTestServer({ customerCount: 5 });
const P = '/plugin/love/admin';
let admin = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const byDomain = (resource: string, domain: string) => {
  const record = db.list(resource).find((r) => r.domain === domain);
  if (!record) throw new Error(`no ${resource} ${domain}`);
  return record;
};

interface Data<T> {
  data: T;
}

describe('demo API: site domains', () => {
  it('checks the resolution: pointing right, at an old server, paused, not resolving', async () => {
    const check = async (domain: string) =>
      (
        await call<Data<Record<string, unknown>>>(`${P}/domain/check/${byDomain('domain', domain).id}`, {
          token: admin,
        })
      ).body.data;
    expect(await check('admin.xique520.com')).toMatchObject({
      resolved: true,
      ok: true,
      reason: 'ok',
      records: [{ type: 'A', value: '47.96.120.8' }],
      expected: { type: 'A', value: '47.96.120.8' },
    });
    expect(await check('img.xique520.com')).toMatchObject({
      ok: true,
      expected: { type: 'CNAME', value: 'img-xique520-com.qiniudns.com' },
    });
    expect(await check('yuelaolaile.com')).toMatchObject({
      resolved: true,
      ok: false,
      reason: 'wrong_target',
      records: [{ type: 'A', value: '120.55.31.208' }],
    });
    expect(await check('api.jiayuanhongniang.cn')).toMatchObject({
      resolved: false,
      reason: 'disabled',
      records: [],
    });
  });

  it('issues a certificate a moment after the application; refuses a domain that does not point here', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const domain = byDomain('domain', 'admin.xique520.com');
    const applied = await call<Data<{ status: string }>>(`${P}/domain/certificate/${domain.id}`, {
      method: 'POST',
      token: admin,
    });
    expect(applied.body.data.status).toBe('issuing');
    const again = await call<ErrorBody>(`${P}/domain/certificate/${domain.id}`, {
      method: 'POST',
      token: admin,
      lang: 'en',
    });
    expect(again.body).toEqual({ code: 422, text: 'A certificate is already being issued' });
    vi.setSystemTime(start + CERT_MS);
    const read = await call<Data<{ status: string; expires_at: string }>>(
      `${P}/domain/certificate/${domain.id}`,
      {
        token: admin,
      },
    );
    expect(read.body.data.status).toBe('issued');
    expect(db.get('domain', domain.id)).toMatchObject({ cert_status: 'issued' });

    const old = byDomain('domain', 'yuelaolaile.com');
    const refused = await call<ErrorBody>(`${P}/domain/certificate/${old.id}`, {
      method: 'POST',
      token: admin,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.text).toBe('域名 yuelaolaile.com 未正确解析到本站，无法签发证书');
  });

  it('pauses and enables a DNS record; sales may not', async () => {
    const record = db.list('domain-dns')[0];
    expect((await call(`${P}/domain-dns/disable/${record.id}`, { method: 'PUT', token: admin })).status).toBe(
      204,
    );
    expect(db.get('domain-dns', record.id)?.status).toBe(0);
    expect((await call(`${P}/domain-dns/enable/${record.id}`, { method: 'PUT', token: admin })).status).toBe(
      204,
    );
    expect(db.get('domain-dns', record.id)?.status).toBe(1);
    const sales = await login('sales');
    expect((await call(`${P}/domain-dns/enable/${record.id}`, { method: 'PUT', token: sales })).status).toBe(
      403,
    );
  });
});

describe('demo API: CDN domains', () => {
  const cnames = async () =>
    (
      await call<Data<{ domain: string; state: string; host?: string }[]>>(`${P}/domain-qiniu/cname-status`, {
        token: admin,
      })
    ).body.data;

  it('tells each CDN domain’s CNAME record apart and adds a missing one in its root domain', async () => {
    const states = Object.fromEntries((await cnames()).map((c) => [c.domain, c.state]));
    expect(states).toMatchObject({
      'img.xique520.com': 'ok',
      'static.xique520.com': 'missing',
      'static.xq-cdn.net': 'unmanaged',
    });
    const cdn = byDomain('domain-qiniu', 'static.xique520.com');
    const added = await call<Data<{ host: string; value: string }>>(`${P}/domain-qiniu/add-cname/${cdn.id}`, {
      method: 'POST',
      token: admin,
    });
    expect(added.body.data).toMatchObject({ host: 'static', value: 'static-xique520-com.qiniudns.com' });
    expect((await cnames()).find((c) => c.domain === 'static.xique520.com')?.state).toBe('ok');
    const twice = await call<ErrorBody>(`${P}/domain-qiniu/add-cname/${cdn.id}`, {
      method: 'POST',
      token: admin,
      lang: 'en',
    });
    expect(twice.body.text).toBe('The host static already has a DNS record');
    const foreign = byDomain('domain-qiniu', 'static.xq-cdn.net');
    const refused = await call<ErrorBody>(`${P}/domain-qiniu/add-cname/${foreign.id}`, {
      method: 'POST',
      token: admin,
    });
    expect(refused.body.text).toBe('根域名 xq-cdn.net 不是本站域名，请到其域名服务商处添加 CNAME 记录');
  });

  it('refreshes within the rules and today’s quota, which goes down', async () => {
    const cdn = byDomain('domain-qiniu', 'img.xique520.com');
    const refresh = (body: unknown, lang: 'en' | 'zh_CN' = 'zh_CN') =>
      call<
        Data<{ quota: { refresh_url: { surplus: number }; refresh_dir: { surplus: number } } }> & ErrorBody
      >(`${P}/domain-qiniu/refresh/${cdn.id}`, { method: 'POST', token: admin, body, lang });
    expect((await refresh({ urls: ['https://img.xique520.com/a.png', 'ftp://x'] })).body.text).toBe(
      '第 2 行不是 http(s) 链接',
    );
    expect((await refresh({ urls: ['https://video.xique520.com/a.png'] }, 'en')).body.text).toBe(
      'Line 1 is not on img.xique520.com',
    );
    const ok = await refresh({
      urls: ['https://img.xique520.com/a.png'],
      dirs: ['https://img.xique520.com/avatar/'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.quota.refresh_url.surplus).toBe(CDN_QUOTA.refresh_url - 1);
    expect(ok.body.data.quota.refresh_dir.surplus).toBe(CDN_QUOTA.refresh_dir - 1);
    const quota = await call<Data<{ refresh_url: { surplus: number } }>>(`${P}/domain-qiniu/quota`, {
      token: admin,
    });
    expect(quota.body.data.refresh_url.surplus).toBe(CDN_QUOTA.refresh_url - 1);
    const prefetch = await call<ErrorBody>(`${P}/domain-qiniu/prefetch/${cdn.id}`, {
      method: 'POST',
      token: admin,
      body: { urls: ['https://img.xique520.com/avatar/'] },
    });
    expect(prefetch.body.text).toBe('第 1 行是目录，预取只支持文件');
  });

  it('takes a domain offline and online, configures a failed one again, syncs a configuring one', async () => {
    const step = (name: string, id: number) =>
      call<Data<{ status: number }> & ErrorBody>(`${P}/domain-qiniu/${name}/${id}`, {
        method: 'PUT',
        token: admin,
      });
    const active = byDomain('domain-qiniu', 'video.xique520.com');
    expect((await step('offline', active.id)).body.data.status).toBe(3);
    expect((await step('offline', active.id)).body.text).toBe('当前状态不能执行该操作');
    expect((await step('online', active.id)).body.data.status).toBe(1);
    const failed = byDomain('domain-qiniu', 'media.xique520.com');
    expect((await step('retry', failed.id)).body.data.status).toBe(0);
    expect((await step('sync', failed.id)).body.data.status).toBe(1);
  });
});
