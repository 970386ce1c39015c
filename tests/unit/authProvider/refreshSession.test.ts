import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { createHttpClient } from '../../../dataProvider/client';

const API = 'http://api.test';
const server = setupServer();
let permissions = ['customer.clue'];
let status = 200;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  permissions = ['customer.clue'];
  status = 200;
  server.use(
    http.post(`${API}/plugin/love/admin/login/by-password`, () =>
      HttpResponse.json({ Authorization: 'Bearer good' }),
    ),
    http.get(`${API}/user/logout`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${API}/plugin/love/admin/login/logout`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${API}/admin/user/self`, () =>
      status === 200
        ? HttpResponse.json({
            data: {
              permissions,
              permission_list: [{ permissionId: 'customer.clue', actionList: ['query', 'get', 'add'] }],
              user: { id: 9, name: '前台小李', username: 'reception' },
            },
          })
        : HttpResponse.json({ code: status, text: 'no' }, { status }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = async () => {
  const auth = createAuthProvider({
    client: createHttpClient(API),
    accessRules: (resource) => (resource === 'customer-public' ? ['customer.public'] : []),
  });
  await auth.login({ username: 'reception', password: 'secret1' });
  return auth;
};

describe('the session asked again (issue 41: roles changed while signed in)', () => {
  it('[V23] keeps the new permissions: access answers follow them without a logout', async () => {
    const auth = await signedIn();
    expect(auth.accessNow('customer-public', 'list')).toBe(false);
    permissions = ['customer.clue', 'customer.public'];
    const fresh = await auth.refreshSession();
    expect(fresh.permissions).toEqual(['customer.clue', 'customer.public']);
    expect(auth.loadedSession()?.permissions).toEqual(['customer.clue', 'customer.public']);
    expect(fresh.actions).toEqual({ 'customer.clue': ['query', 'get', 'add'] });
    expect(auth.accessNow('customer-public', 'list')).toBe(true);
  });

  it('keeps the session it had when the server fails, and marks a 401 expired instead of logging out', async () => {
    const auth = await signedIn();
    const before = auth.loadedSession();
    status = 500;
    await expect(auth.refreshSession()).resolves.toBe(before);
    expect(auth.isExpired()).toBe(false);
    status = 401;
    await expect(auth.refreshSession()).resolves.toBe(before);
    expect(auth.isExpired()).toBe(true);
  });

  it('drops an answer that comes back after the user signed out', async () => {
    const auth = await signedIn();
    const asked = auth.refreshSession();
    await auth.logout({});
    await asked;
    expect(auth.loadedSession()).toBeUndefined();
  });
});
