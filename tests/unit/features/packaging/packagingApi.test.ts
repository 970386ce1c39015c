import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_MS, BUILD_MS } from '../../../../src/mocks/bespoke/packaging';
import { createTestServer } from '../../../../src/mocks/node';
import { call, login, type ErrorBody, type ListBody } from '../../../support/demoClient';

// Spec §4 / §7 "Admin": the demo API's packages move build → built → audit → passed → online.

const { server } = createTestServer({ customerCount: 5 });
const P = '/plugin/love/admin';
let admin = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

async function statusOf(id: number): Promise<unknown> {
  const list = await call<ListBody>(`${P}/pack?page=0`, { token: admin });
  return list.body.data.find((r) => r.id === id)?.status;
}

describe('demo API: mini-app packaging', () => {
  it('builds, audits, withdraws, audits again, passes and goes online; the platform shows the online version', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const built = await call<{ data: { id: number; status: number } }>(`${P}/pack/build`, {
      method: 'POST',
      token: admin,
      body: { platform: 'weapp', version: '9.0.1', description: '测试版本' },
    });
    expect(built.status).toBe(200);
    const id = built.body.data.id;
    expect(await statusOf(id)).toBe(0);
    vi.setSystemTime(start + BUILD_MS);
    expect(await statusOf(id)).toBe(1);

    const trial = await call<{ data: { url: string } }>(`${P}/pack/trial-qrcode/${id}`, { token: admin });
    expect(trial.body.data.url).toContain('v=9.0.1');

    expect((await call(`${P}/pack/audit/${id}`, { method: 'PUT', token: admin })).status).toBe(204);
    expect(await statusOf(id)).toBe(2);
    expect((await call(`${P}/pack/cancel-audit/${id}`, { method: 'PUT', token: admin })).status).toBe(204);
    expect(await statusOf(id)).toBe(1);
    await call(`${P}/pack/audit/${id}`, { method: 'PUT', token: admin });
    // The audit is timed from the first read that sees it: that read still shows it in audit.
    expect(await statusOf(id)).toBe(2);
    vi.setSystemTime(start + BUILD_MS + AUDIT_MS - 1);
    expect(await statusOf(id)).toBe(2);
    vi.setSystemTime(start + BUILD_MS + AUDIT_MS);
    expect(await statusOf(id)).toBe(3);

    expect((await call(`${P}/pack/online/${id}`, { method: 'PUT', token: admin })).status).toBe(204);
    expect(await statusOf(id)).toBe(5);
    const states = await call<{ data: { platform: string; online_version: string }[] }>(
      `${P}/mini-app/version`,
      {
        token: admin,
      },
    );
    expect(states.body.data.find((s) => s.platform === 'weapp')?.online_version).toBe('9.0.1');
  });

  it('refuses a step the status does not allow, in the language of the request', async () => {
    const list = await call<ListBody>(`${P}/pack?page=0`, { token: admin });
    const online = list.body.data.find((r) => r.status === 5);
    const answer = await call<ErrorBody>(`${P}/pack/audit/${String(online?.id)}`, {
      method: 'PUT',
      token: admin,
      lang: 'en',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.text).toBe('This step is not possible in the current status');
  });

  it('authorises through the auth URL and cancels the authorisation; sales may not package', async () => {
    const url = await call<{ data: { url: string } }>(`${P}/tiktok/auth-url`, { token: admin });
    expect(url.body.data.url).toContain('douyin');
    const states = async () =>
      (
        await call<{ data: { platform: string; authorized: boolean }[] }>(`${P}/mini-app/version`, {
          token: admin,
        })
      ).body.data;
    expect((await states()).find((s) => s.platform === 'tiktok')?.authorized).toBe(true);
    await call(`${P}/mini-app/cancel-oauth`, { method: 'POST', token: admin, body: { platform: 'tiktok' } });
    expect((await states()).find((s) => s.platform === 'tiktok')?.authorized).toBe(false);
    const sales = await login('sales');
    expect((await call(`${P}/mini-app/version`, { token: sales })).status).toBe(403);
  });
});
