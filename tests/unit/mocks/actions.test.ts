import { z } from 'zod';
import { defineResource } from '../../../resources/core/define';
import { createDb } from '../../../src/mocks/db';
import { createHandlers } from '../../../src/mocks/handlers';
import { createTestServer } from '../../../src/mocks/node';
import { call, login, ORIGIN, type ErrorBody } from '../../support/demoClient';

// Spec §6: the demo accounts differ in their action lists, and the demo API refuses what the UI
// does not offer (the same check, resources/core/permissions.ts).

const { server } = createTestServer({ customerCount: 20 });
const tokens: Record<'admin' | 'sales' | 'matchmaker', string> = { admin: '', sales: '', matchmaker: '' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const name of ['admin', 'sales', 'matchmaker'] as const) tokens[name] = await login(name);
});
afterAll(() => server.close());

interface SelfBody {
  data: { permission_list: { permissionId: string; actionList: string[] }[] };
}

describe('demo API: action lists (spec §6)', () => {
  it('the user info lists the actions of each refined permission: none for the admin', async () => {
    const listOf = async (token: string) =>
      (await call<SelfBody>('/admin/user/self', { token })).body.data.permission_list;
    expect(await listOf(tokens.admin)).toEqual([]);
    expect(await listOf(tokens.sales)).toEqual([
      { permissionId: 'user_view', actionList: ['add', 'edit', 'query', 'get', 'export'] },
    ]);
    expect(await listOf(tokens.matchmaker)).toEqual([
      { permissionId: 'user_view', actionList: ['add', 'edit', 'query', 'get'] },
    ]);
  });

  it('[E05] refuses the customer export to a matchmaker (no "export" on user_view), not to sales', async () => {
    const download = (token: string) =>
      fetch(`${ORIGIN}/plugin/love/admin/customer/export`, {
        headers: { Authorization: token, local: 'en' },
      });
    const refused = await download(tokens.matchmaker);
    expect(refused.status).toBe(403);
    expect(decodeURIComponent(refused.headers.get('error-message') ?? '')).toBe(
      'You do not have permission to do this',
    );
    expect((await download(tokens.sales)).status).toBe(200);
  });

  it('refuses a write whose action the user lacks (403 with its text), and allows it to the admin', async () => {
    const memo = defineResource({
      name: 'memo',
      api: { path: 'memo' },
      schema: z.object({ id: z.number().int(), title: z.string() }),
      menu: false,
      operations: ['list', 'create', 'delete'],
      access: { list: ['user_view'], create: ['user_view'], delete: ['user_view'] },
      demo: { count: 3 },
    });
    server.use(...createHandlers(createDb({ resources: [memo] })));
    try {
      // Sessions belong to the store: log in to this one.
      const sales = await login('sales');
      const admin = await login('admin');
      const created = await call<{ data: { id: number } }>('/plugin/love/admin/memo', {
        method: 'POST',
        token: sales,
        body: { title: '回访' },
      });
      expect(created.status).toBe(201);
      const path = `/plugin/love/admin/memo/${created.body.data.id}`;
      const refused = await call<ErrorBody>(path, { method: 'DELETE', token: sales, lang: 'en' });
      expect(refused).toEqual({
        status: 403,
        body: { code: 403, text: 'You do not have permission to do this' },
      });
      expect((await call(path, { method: 'DELETE', token: admin })).status).toBe(204);
    } finally {
      server.resetHandlers();
    }
  });
});
