import { allPermissions, DEMO_ACCOUNTS } from '../../../src/mocks/accounts';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody } from '../../support/demoClient';

const { server, db } = createTestServer({ customerCount: 200 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface UserSelf {
  data: {
    permissions: string[];
    user: { id: number; name: string; username: string; phone: string };
    worker: { id: number; name: string; type: number; store_id: number | null };
    site_name: string;
    role: string;
    is_admin: number;
    store_id: number | null;
    track_watermark: number;
    e_contract_open: number;
    deep_call_minute: number;
  };
}

describe('demo API: session', () => {
  it('logs in by password and returns a demo token', async () => {
    const res = await call<{ Authorization: string }>('/plugin/love/admin/login/by-password', {
      method: 'POST',
      body: { username: 'admin', password: 'demo123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.Authorization).toMatch(/^Bearer demo\.admin\.[0-9a-f]{24}$/);
    expect(db.session(res.body.Authorization)).toMatchObject({ username: 'admin', worker_id: 1 });
  });

  it('rejects a wrong password in the request language', async () => {
    const zh = await call<ErrorBody>('/plugin/love/admin/login/by-password', {
      method: 'POST',
      body: { username: 'admin', password: 'nope' },
    });
    expect(zh.status).toBe(422);
    expect(zh.body).toEqual({ code: 422, text: '用户名或密码错误' });
    const en = await call<ErrorBody>('/plugin/love/admin/login/by-password', {
      method: 'POST',
      lang: 'en',
      body: { username: 'nobody', password: 'demo123' },
    });
    expect(en.body).toEqual({ code: 422, text: 'Wrong user name or password' });
  });

  it('logs in by verification code 123456', async () => {
    const sent = await call('/plugin/love/admin/login/send-verify-code', {
      method: 'POST',
      body: { phone: '13800000002' },
    });
    expect(sent).toEqual({ status: 200, body: {} });
    const ok = await call<{ Authorization: string }>('/plugin/love/admin/login/by-verify-code', {
      method: 'POST',
      body: { phone: '13800000002', code: '123456' },
    });
    expect(ok.body.Authorization).toMatch(/^Bearer demo\.sales\./);
    const wrong = await call<ErrorBody>('/plugin/love/admin/login/by-verify-code', {
      method: 'POST',
      body: { phone: '13800000002', code: '000000' },
    });
    expect(wrong.body).toEqual({ code: 422, text: '验证码错误' });
    const wrongEn = await call<ErrorBody>('/plugin/love/admin/login/by-verify-code', {
      method: 'POST',
      lang: 'en',
      body: { phone: '13800000002', code: '000000' },
    });
    expect(wrongEn.body.text).toBe('Wrong verification code');
  });

  it('answers user info for the admin with every permission', async () => {
    const token = await login('admin');
    const res = await call<UserSelf>('/admin/user/self', { token });
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({
      user: { id: 1, name: '林晓', username: 'admin', phone: '13800000001' },
      worker: { id: 1, name: '林晓', type: 3, store_id: 1 },
      site_name: '喜鹊婚恋',
      role: 'admin',
      is_admin: 1,
      store_id: 1,
      track_watermark: 1,
      e_contract_open: 1,
      deep_call_minute: 30,
    });
    expect(new Set(info.permissions)).toEqual(new Set(allPermissions()));
    for (const p of ['setting.store', 'setting.worker', 'user_view.download_audio', 'setting.recharge.sms']) {
      expect(info.permissions).toContain(p);
    }
  });

  it('gives sales and matchmaker their own permissions', async () => {
    const sales = (await call<UserSelf>('/admin/user/self', { token: await login('sales') })).body.data;
    expect(sales).toMatchObject({ role: 'sell', is_admin: 0, worker: { type: 1, name: '王芳' } });
    expect(sales.permissions.sort()).toEqual([
      'customer.clue',
      'customer.my',
      'customer.public',
      'user_view',
    ]);
    const mm = (await call<UserSelf>('/admin/user/self', { token: await login('matchmaker') })).body.data;
    expect(mm).toMatchObject({ role: 'match', is_admin: 0, worker: { type: 2, name: '陈静' } });
    expect(mm.permissions).not.toContain('customer.clue');
    expect(mm.permissions.some((p) => p.startsWith('setting.'))).toBe(false);
    expect(DEMO_ACCOUNTS.map((a) => a.phone)).toEqual(['13800000001', '13800000002', '13800000003']);
  });

  it('answers 401 to a missing or unknown token, in both languages', async () => {
    expect(await call('/admin/user/self')).toEqual({
      status: 401,
      body: { code: 401, text: '登录已过期，请重新登录' },
    });
    expect(
      await call('/plugin/love/admin/customer', { token: 'Bearer demo.admin.forged', lang: 'en' }),
    ).toEqual({
      status: 401,
      body: { code: 401, text: 'Login expired, please log in again' },
    });
  });

  it('logs out: the token stops working', async () => {
    const token = await login('sales');
    expect((await call('/user/logout', { token })).status).toBe(204);
    expect((await call('/admin/user/self', { token })).status).toBe(401);
  });

  it('lets the admin log in as a worker with a temporary token', async () => {
    const admin = await login('admin');
    const worker = db.list('worker')[10];
    const res = await call<{ Authorization: string }>('/admin/user/single-token/login', {
      method: 'POST',
      token: admin,
      body: { worker_id: worker.id },
    });
    expect(res.status).toBe(200);
    const temp = res.body.Authorization;
    const self = await call<UserSelf>('/admin/user/self', { token: temp });
    expect(self.body.data).toMatchObject({ is_admin: 0, worker: { id: worker.id, name: worker.name } });
    expect((await call('/plugin/love/admin/login/logout', { token: temp })).status).toBe(204);
    expect((await call('/admin/user/self', { token: temp })).status).toBe(401);
    expect((await call('/admin/user/self', { token: admin })).status).toBe(200);

    const sales = await login('sales');
    const denied = await call<ErrorBody>('/admin/user/single-token/login', {
      method: 'POST',
      token: sales,
      body: { worker_id: worker.id },
    });
    expect(denied).toEqual({ status: 403, body: { code: 403, text: '没有权限访问' } });
  });

  it('changes a password', async () => {
    const token = await login('matchmaker');
    const path = '/admin/user/change-password';
    const wrong = await call<ErrorBody>(path, {
      method: 'POST',
      token,
      body: { old_password: 'x', password: 'secret9', password_confirmation: 'secret9' },
    });
    expect(wrong.body).toEqual({ code: 422, text: '原密码错误' });
    const mismatch = await call<ErrorBody>(path, {
      method: 'POST',
      token,
      lang: 'en',
      body: { old_password: 'demo123', password: 'secret9', password_confirmation: 'secret8' },
    });
    expect(mismatch.body.text).toBe('The two passwords do not match');
    const ok = await call(path, {
      method: 'POST',
      token,
      body: { old_password: 'demo123', password: 'secret9', password_confirmation: 'secret9' },
    });
    expect(ok).toEqual({ status: 200, body: {} });
    await expect(login('matchmaker')).rejects.toThrow();
    await expect(login('matchmaker', 'secret9')).resolves.toMatch(/^Bearer demo\.matchmaker\./);
    await db.reset();
    await expect(login('matchmaker')).resolves.toMatch(/^Bearer /);
  });
});
