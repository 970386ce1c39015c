import { createTestServer } from '../../../src/mocks/node';
import { call, login, type ErrorBody, type Row } from '../../support/demoClient';

// Issue 42 point 6: `GET /admin/user/config` and `PUT /admin/user/self` (this project's choices).

const { server, db } = createTestServer({ customerCount: 20 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const self = async (token: string) =>
  (await call<{ data: { user: Row } }>('/admin/user/self', { token })).body.data.user;
const put = (token: string, body: unknown, lang: 'zh_CN' | 'en' = 'en') =>
  call<ErrorBody>('/admin/user/self', { method: 'PUT', token, body, lang });

describe('the user config and the own profile', () => {
  it('the config lets a signed-in user change their name, avatar and phone, names up to 30 characters', async () => {
    const token = await login('sales');
    const config = await call<{ data: unknown }>('/admin/user/config', { token });
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({ editable_profile: ['name', 'avatar', 'phone'], name_max_length: 30 });
  });

  it('a temporary account ("log in as") may change nothing of the worker it acts as', async () => {
    const admin = await login('admin');
    const worker = db.list('worker').find((w) => w.status !== 0 && w.username !== 'admin');
    const res = await call<{ Authorization: string }>('/admin/user/single-token/login', {
      method: 'POST',
      token: admin,
      body: { worker_id: worker?.id },
    });
    const temporary = res.body.Authorization;
    const config = await call<{ data: { editable_profile: string[] } }>('/admin/user/config', {
      token: temporary,
    });
    expect(config.body.data.editable_profile).toEqual([]);
    const refused = await put(temporary, { name: '改名' }, 'zh_CN');
    expect(refused.status).toBe(403);
    expect(refused.body.text).toBe('当前账号不能修改该资料');
  });

  it('saves the name, avatar and phone on the worker; the user info and the phone login follow', async () => {
    const token = await login('matchmaker');
    const avatar = 'https://img.example.com/a/matchmaker.png';
    const saved = await put(token, { name: '李红娘', phone: '13911112222', avatar });
    expect(saved.status).toBe(200);
    expect(await self(token)).toMatchObject({ name: '李红娘', phone: '13911112222', avatar });
    const worker = db.list('worker').find((w) => w.username === 'matchmaker');
    expect(worker).toMatchObject({ name: '李红娘', phone: '13911112222', avatar });
    // The verification-code login takes the new phone, no longer the old one.
    const byNew = await call('/plugin/love/admin/login/by-verify-code', {
      method: 'POST',
      body: { phone: '13911112222', code: '123456' },
    });
    expect(byNew.status).toBe(200);
    const byOld = await call('/plugin/love/admin/login/by-verify-code', {
      method: 'POST',
      body: { phone: '13800000003', code: '123456' },
    });
    expect(byOld.status).toBe(422);
  });

  it('refuses a phone of another worker, a bad phone, an empty name and an address that is no image', async () => {
    const token = await login('sales');
    const other = db.list('worker').find((w) => w.username === 'admin');
    const taken = await put(token, { phone: String(other?.phone) });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.phone).toBe('This phone number is used by another account');
    expect((await put(token, { phone: '12345' })).status).toBe(422);
    expect((await put(token, { name: '  ' })).status).toBe(422);
    expect((await put(token, { avatar: 'javascript:alert(1)' })).status).toBe(422);
    expect(await self(token)).toMatchObject({ name: expect.any(String) as string, phone: '13800000002' });
  });
});
