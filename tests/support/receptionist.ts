import { expect } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../dataProvider/tokens';
import { loginAs } from './renderApp';

const API = 'http://localhost/plugin/love/admin';

/** A call to the msw demo API with the stored token. */
export async function callDemo(path: string, method = 'GET', body?: unknown): Promise<Response> {
  return fetch(`${API}/${path}`, {
    method,
    headers: {
      Authorization: localStorage.getItem(ACCESS_TOKEN_KEY) ?? '',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Issue 41's receptionist: the administrator makes a role granting only the clue list (query, add)
 * and a worker holding it; the worker's token is then stored, as its login would.
 */
export async function loginAsReceptionist(username: string): Promise<void> {
  await loginAs('admin');
  const role = (await (
    await callDemo('role', 'POST', {
      name: `前台${username}`,
      is_admin: 0,
      permissions: [{ permission: 'customer.clue', actions: ['query', 'add'] }],
    })
  ).json()) as { data: { id: number } };
  const made = await callDemo('worker', 'POST', {
    name: '前台小李',
    username,
    type: 1,
    role_ids: [role.data.id],
    password: 'secret1',
    status: 1,
  });
  expect(made.status).toBe(201);
  const login = await fetch(`${API}/login/by-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret1' }),
  });
  localStorage.setItem(ACCESS_TOKEN_KEY, ((await login.json()) as { Authorization: string }).Authorization);
}
