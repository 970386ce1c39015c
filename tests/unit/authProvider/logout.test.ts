import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, TEMPORARY_FLAG_KEY } from '../../../authProvider';
import { createHttpClient } from '../../../dataProvider/client';
import { ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY } from '../../../dataProvider/tokens';

// Issue 40 point 7: logging out drops the token here at once, tells the server afterwards (a
// temporary account's session too), and lets the app wipe what the user left in the browser.

const API = 'http://api.test';
const server = setupServer();
const userInfo = { permissions: [], user: { id: 7, name: '王芳', username: 'sales' } };

/** The Authorization header of each logout call the server received, by path. */
let ended: { path: string; authorization: string | null }[] = [];
/** Holds the logout answers back until called (a slow or unreachable server). */
let answer: () => void = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  ended = [];
  const held = new Promise<void>((resolve) => (answer = resolve));
  const logout = async ({ request }: { request: Request }) => {
    ended.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
    await held;
    return new HttpResponse(null, { status: 204 });
  };
  server.use(
    http.post(`${API}/plugin/love/admin/login/by-password`, () =>
      HttpResponse.json({ Authorization: 'Bearer good' }),
    ),
    http.get(`${API}/admin/user/self`, () => HttpResponse.json({ data: userInfo })),
    http.get(`${API}/user/logout`, logout),
    http.get(`${API}/plugin/love/admin/login/logout`, logout),
  );
});
afterEach(() => {
  answer();
  server.resetHandlers();
});
afterAll(() => server.close());

const make = (options: Parameters<typeof createAuthProvider>[0] = {}) =>
  createAuthProvider({ client: createHttpClient(API), ...options });

describe('logout (issue 40 point 7)', () => {
  it('[S14] drops the tokens at once, then tells the server with the old token, without waiting for it', async () => {
    const auth = make();
    await auth.login({ username: 'sales', password: 'demo123' });
    await expect(auth.logout({})).resolves.toBe('/user/login');
    // The server has not answered yet: the browser is signed out all the same.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/user/login' });
    await vi.waitFor(() => expect(ended).toEqual([{ path: '/user/logout', authorization: 'Bearer good' }]));
  });

  it('[S06] ends a temporary account on the server with its own token, and the user’s session with theirs', async () => {
    const auth = make();
    await auth.login({ username: 'admin', password: 'demo123' });
    localStorage.setItem(TEMPORARY_TOKEN_KEY, 'Bearer temporary');
    localStorage.setItem(TEMPORARY_FLAG_KEY, '1');
    await auth.logout({});
    for (const key of [ACCESS_TOKEN_KEY, TEMPORARY_TOKEN_KEY, TEMPORARY_FLAG_KEY])
      expect(localStorage.getItem(key)).toBeNull();
    await vi.waitFor(() => expect(ended).toHaveLength(2));
    expect(ended).toEqual(
      expect.arrayContaining([
        { path: '/plugin/love/admin/login/logout', authorization: 'Bearer temporary' },
        { path: '/user/logout', authorization: 'Bearer good' },
      ]),
    );
  });

  it('a logout the user asks for lets the app wipe their data first, while the token is still there', async () => {
    const tokenAtWipe: (string | null)[] = [];
    const auth = make({ onSignedOut: () => tokenAtWipe.push(localStorage.getItem(ACCESS_TOKEN_KEY)) });
    await auth.login({ username: 'sales', password: 'demo123' });
    await auth.logout({});
    // Other tabs see the wipe before the token goes (authProvider/crossTab.ts tells the two apart).
    expect(tokenAtWipe).toEqual(['Bearer good']);
  });

  it('[E02] an expired session keeps the user’s data for their next login (no wipe)', async () => {
    const onSignedOut = vi.fn();
    const auth = make({ onSignedOut, onExpiring: () => undefined });
    await auth.login({ username: 'sales', password: 'demo123' });
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: true });
    await auth.logout({});
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    await auth.login({ username: 'sales', password: 'demo123' });
    auth.backgroundError({ status: 401 });
    await auth.logout({});
    // react-admin's logout after a failed check, with no token left.
    await auth.logout({});
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('hands every session it loads to the app (which keeps the storage to that user)', async () => {
    const onSession = vi.fn();
    const auth = make({ onSession });
    await auth.login({ username: 'sales', password: 'demo123' });
    expect(onSession).toHaveBeenCalledWith(expect.objectContaining({ id: 7, temporary: false }));
    const adopted = make({ onSession });
    adopted.adoptSession(Promise.resolve({ data: { data: userInfo } }), { data: { data: userInfo } });
    expect(onSession).toHaveBeenCalledTimes(2);
  });
});
