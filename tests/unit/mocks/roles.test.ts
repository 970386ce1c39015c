import { DEMO_ACCOUNTS, permissionsOfWorkerType } from '../../../src/mocks/accounts';
import { createTestServer } from '../../../src/mocks/node';
import { registerSocket } from '../../../src/mocks/realtime';
import { ROLE_IDS } from '../../../src/mocks/seeds/role';
import { call, login, type ErrorBody, type ListBody, type Row } from '../../support/demoClient';

const { server, db } = createTestServer({ customerCount: 60 });

const ROLES = '/plugin/love/admin/role';
const WORKERS = '/plugin/love/admin/worker';
const LOGS = '/plugin/love/admin/role-log';

let admin = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  admin = await login('admin');
});
afterAll(() => server.close());

interface SelfBody {
  data: {
    is_admin: number;
    permissions: string[];
    permission_list: { permissionId: string; actionList: string[] }[];
  };
}

const self = async (token: string) => (await call<SelfBody>('/admin/user/self', { token })).body.data;

/** The user info as the fixed sets of accounts.ts give it (what it was before roles existed). */
const fixedInfo = (username: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  return {
    is_admin: account?.is_admin,
    permissions: [...(account?.permissions ?? [])].sort(),
    permission_list: Object.entries(account?.actions ?? {}).map(([permissionId, actionList]) => ({
      permissionId,
      actionList: [...actionList],
    })),
  };
};

/** A role made through the API; answers its record. */
async function createRole(body: Row, token = admin): Promise<Row> {
  const res = await call<{ data: Row }>(ROLES, { method: 'POST', token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** The socket messages a session's live socket receives from now on. */
function listen(token: string): string[] {
  const session = db.session(token);
  if (!session) throw new Error('no session');
  const frames: string[] = [];
  registerSocket(db.socketToken(session), { send: (data) => frames.push(data), close: () => undefined });
  return frames;
}

describe('demo API: roles (issue 41)', () => {
  it('seeds five roles; the demo accounts hold theirs and keep exactly the permissions of their fixed sets', async () => {
    const roles = await call<ListBody>(`${ROLES}?per_page=50`, { token: admin });
    expect(roles.body.data.map((r) => [r.id, r.name, r.is_admin])).toEqual([
      [1, '管理员', 1],
      [2, '销售', 0],
      [3, '红娘', 0],
      [4, '店长', 0],
      [5, '客服', 0],
    ]);
    expect(roles.body.data.every((r) => typeof r.worker_count === 'number' && r.worker_count > 0)).toBe(true);
    expect(db.get('worker', 1)?.role_ids).toEqual([ROLE_IDS.admin]);
    expect(db.get('worker', 2)?.role_ids).toEqual([ROLE_IDS.sales]);
    expect(db.get('worker', 3)?.role_ids).toEqual([ROLE_IDS.matchmaker]);
    for (const username of ['admin', 'sales', 'matchmaker']) {
      const info = await self(await login(username));
      expect({ ...info, permissions: [...info.permissions].sort() }, username).toEqual(
        expect.objectContaining(fixedInfo(username)),
      );
    }
  });

  it('gives the store manager and customer service their own action lists, and workers of both kinds both roles', () => {
    const manager = db.get('role', ROLE_IDS.storeManager);
    const service = db.get('role', ROLE_IDS.service);
    expect(manager?.permissions).toContainEqual({
      permission: 'user_view',
      actions: ['add', 'delete', 'edit', 'query', 'get', 'export'],
    });
    expect(service?.permissions).toContainEqual({ permission: 'user_view', actions: ['query', 'get'] });
    expect(service?.permissions).toContainEqual({
      permission: 'customer.clue',
      actions: ['query', 'get', 'add'],
    });
    const both = db.list('worker').find((w) => w.type === 3 && w.id > 3 && w.id < 30);
    expect(both?.role_ids).toEqual([ROLE_IDS.sales, ROLE_IDS.matchmaker]);
  });

  it('gives every other seeded worker of a type the permissions its type had before roles', async () => {
    for (const type of [1, 2, 3]) {
      const worker = db
        .list('worker')
        .find((w) => w.type === type && w.id > 3 && w.id < 30 && w.status === 1);
      const info = await self(await login(String(worker?.username)));
      const fixed = permissionsOfWorkerType(type);
      expect([...info.permissions].sort(), `type ${type}`).toEqual([...fixed.permissions].sort());
      expect(info.permission_list).toEqual(
        Object.entries(fixed.actions).map(([permissionId, actionList]) => ({ permissionId, actionList })),
      );
    }
  });

  it('answers a worker its effective permissions, the union of its roles (every permission for an administrator)', async () => {
    const sales = await call<{ data: Row }>(`${WORKERS}/2`, { token: admin });
    expect(sales.body.data.effective_permissions).toEqual([
      { permission: 'customer.clue', actions: [] },
      { permission: 'customer.my', actions: [] },
      { permission: 'customer.public', actions: [] },
      { permission: 'user_view', actions: ['add', 'edit', 'query', 'get', 'export'] },
    ]);
    expect(sales.body.data.password).toBeUndefined();
    const adminWorker = await call<{ data: Row }>(`${WORKERS}/1`, { token: admin });
    const all = adminWorker.body.data.effective_permissions as { actions: string[] }[];
    expect(all.length).toBe((await self(admin)).permissions.length);
    expect(all.every((g) => g.actions.length === 0)).toBe(true);
  });

  it('creates a worker with roles and a password it can log in with (V26: at least 6 characters)', async () => {
    const body = {
      name: '前台小李',
      username: 'frontdesk',
      type: 1,
      status: 1,
      role_ids: [ROLE_IDS.service],
    };
    const noPassword = await call<ErrorBody>(WORKERS, { method: 'POST', token: admin, body });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body).toMatchObject({ text: '密码至少6位', errors: { password: '密码至少6位' } });
    const short = await call<ErrorBody>(WORKERS, {
      method: 'POST',
      token: admin,
      lang: 'en',
      body: { ...body, password: '12345' },
    });
    expect(short.body.errors?.password).toBe('The password must be at least 6 characters');
    const taken = await call<ErrorBody>(WORKERS, {
      method: 'POST',
      token: admin,
      body: { ...body, username: 'sales', password: 'secret1' },
    });
    expect(taken).toMatchObject({ status: 422, body: { errors: { username: '用户名已存在' } } });
    const noRole = await call<ErrorBody>(WORKERS, {
      method: 'POST',
      token: admin,
      body: { ...body, role_ids: [99], password: 'secret1' },
    });
    expect(noRole).toMatchObject({ status: 422, body: { errors: { role_ids: '角色不存在' } } });

    const created = await call<{ data: Row }>(WORKERS, {
      method: 'POST',
      token: admin,
      body: { ...body, password: 'secret1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.password).toBeUndefined();
    const id = Number(created.body.data.id);
    expect(db.get('worker', id)?.password).toBeUndefined();
    expect(db.passwordOf('frontdesk')).toBe('secret1');
    const token = await login('frontdesk', 'secret1');
    const info = await self(token);
    expect(info.permissions).toContain('customer.clue');
    expect(info.permissions).not.toContain('customer.public');

    // The worker form's edit: an empty password keeps it, a new one replaces it.
    const keep = await call(`${WORKERS}/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...body, password: '', contact_note: '早班' },
    });
    expect(keep.status).toBe(200);
    expect(db.passwordOf('frontdesk')).toBe('secret1');
    await call(`${WORKERS}/${id}`, { method: 'PUT', token: admin, body: { ...body, password: 'secret2' } });
    expect(await login('frontdesk', 'secret2')).toMatch(/^Bearer /);
    // The staff page's password reset (`{ password }` alone) still answers 204.
    const reset = await call(`${WORKERS}/${id}`, {
      method: 'PUT',
      token: admin,
      body: { password: 'secret3' },
    });
    expect(reset.status).toBe(204);
    expect(db.passwordOf('frontdesk')).toBe('secret3');
  });

  it('gives a signed-in worker a role change at once: the user info is the new union and its socket is told', async () => {
    const role = await createRole({
      name: '前台',
      permissions: [{ permission: 'customer.clue', actions: ['query', 'get', 'add'] }],
    });
    const worker = db
      .list('worker')
      .find((w) => w.id > 3 && w.status === 1 && typeof w.username === 'string');
    if (!worker) throw new Error('no worker');
    db.setPassword(String(worker.username), 'pass123');
    const updated = await call(`${WORKERS}/${worker.id}`, {
      method: 'PUT',
      token: admin,
      body: { role_ids: [role.id] },
    });
    expect(updated.status).toBe(200);
    const token = await login(String(worker.username), 'pass123');
    expect((await self(token)).permissions).toEqual(['customer.clue']);
    const frames = listen(token);

    const changed = await call(`${ROLES}/${String(role.id)}`, {
      method: 'PUT',
      token: admin,
      body: {
        name: '前台',
        permissions: [
          { permission: 'customer.clue', actions: ['query', 'get', 'add'] },
          { permission: 'customer.public', actions: ['query'] },
        ],
      },
    });
    expect(changed.status).toBe(200);
    const info = await self(token);
    expect(info.permissions).toEqual(['customer.clue', 'customer.public']);
    expect(info.permission_list).toEqual([
      { permissionId: 'customer.clue', actionList: ['add', 'query', 'get'] },
      { permissionId: 'customer.public', actionList: ['query'] },
    ]);
    expect(frames.map((f) => JSON.parse(f) as Row)).toEqual([
      expect.objectContaining({ method: 'permissionsChanged', arguments: {} }),
    ]);
  });

  it('refuses a duplicate role name and a permission or action outside the catalogue (422, both languages)', async () => {
    const dup = await call<ErrorBody>(ROLES, { method: 'POST', token: admin, body: { name: '销售' } });
    expect(dup).toMatchObject({
      status: 422,
      body: { text: '角色名称已存在', errors: { name: '角色名称已存在' } },
    });
    const dupEn = await call<ErrorBody>(ROLES, {
      method: 'POST',
      token: admin,
      lang: 'en',
      body: { name: '销售' },
    });
    expect(dupEn.body.errors?.name).toBe('A role with this name already exists');
    const unknown = await call<ErrorBody>(ROLES, {
      method: 'POST',
      token: admin,
      body: { name: '新角色', permissions: [{ permission: 'nothing.here', actions: [] }] },
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { errors: { permissions: '权限 nothing.here 不存在' } },
    });
    const action = await call<ErrorBody>(ROLES, {
      method: 'POST',
      token: admin,
      lang: 'en',
      body: { name: '新角色', permissions: [{ permission: 'setting.worker', actions: ['delete'] }] },
    });
    expect(action.status).toBe(422);
    expect(action.body.text).toBe('The permission setting.worker does not support the action delete');
  });

  it('refuses to delete a role some workers hold (409 with how many), and deletes an unused one', async () => {
    const holders = db
      .list('worker')
      .filter((w) => (w.role_ids as number[]).includes(ROLE_IDS.service)).length;
    const zh = await call<ErrorBody>(`${ROLES}/${ROLE_IDS.service}`, { method: 'DELETE', token: admin });
    expect(zh).toEqual({
      status: 409,
      body: { code: 409, text: `该角色仍有 ${holders} 名员工使用，请先为他们更换角色` },
    });
    const en = await call<ErrorBody>(`${ROLES}/${ROLE_IDS.service}`, {
      method: 'DELETE',
      token: admin,
      lang: 'en',
    });
    expect(en.body.text).toBe(`${holders} staff members still have this role: give them another role first`);
    const unused = await createRole({ name: '临时角色' });
    expect((await call(`${ROLES}/${String(unused.id)}`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    expect(db.get('role', Number(unused.id))).toBeUndefined();
  });

  it('refuses to leave an administrator without an administrator role (422), in both languages', async () => {
    const own = await call<ErrorBody>(`${WORKERS}/1`, {
      method: 'PUT',
      token: admin,
      body: { role_ids: [ROLE_IDS.sales] },
    });
    expect(own).toMatchObject({ status: 422, body: { text: '不能移除您自己的最后一个管理员角色' } });
    const flag = await call<ErrorBody>(`${ROLES}/${ROLE_IDS.admin}`, {
      method: 'PUT',
      token: admin,
      lang: 'en',
      body: { is_admin: 0 },
    });
    expect(flag).toMatchObject({
      status: 422,
      body: { text: 'You cannot remove your own last administrator role' },
    });
    const removed = await call<ErrorBody>(`${ROLES}/${ROLE_IDS.admin}`, { method: 'DELETE', token: admin });
    expect(removed).toMatchObject({ status: 422, body: { text: '不能移除您自己的最后一个管理员角色' } });
    expect(db.get('worker', 1)?.role_ids).toEqual([ROLE_IDS.admin]);
    expect(db.get('role', ROLE_IDS.admin)?.is_admin).toBe(1);

    // With a second administrator role the first may go.
    const second = await createRole({ name: '超级管理员', is_admin: 1 });
    const both = await call(`${WORKERS}/1`, {
      method: 'PUT',
      token: admin,
      body: { role_ids: [ROLE_IDS.admin, second.id] },
    });
    expect(both.status).toBe(200);
    const swap = await call(`${WORKERS}/1`, { method: 'PUT', token: admin, body: { role_ids: [second.id] } });
    expect(swap.status).toBe(200);
    expect((await self(admin)).is_admin).toBe(1);
    await call(`${WORKERS}/1`, { method: 'PUT', token: admin, body: { role_ids: [ROLE_IDS.admin] } });
  });

  it("records every change of a role or of a worker's roles in the operation log, newest first", async () => {
    const role = await createRole({
      name: '质检',
      permissions: [{ permission: 'customer.action_log', actions: ['query'] }],
    });
    await call(`${ROLES}/${String(role.id)}`, {
      method: 'PUT',
      token: admin,
      body: {
        name: '质检员',
        is_admin: 0,
        permissions: [{ permission: 'customer.action_log', actions: [] }],
      },
    });
    await call(`${WORKERS}/4`, { method: 'PUT', token: admin, body: { role_ids: [role.id] } });
    await call(`${WORKERS}/4`, { method: 'PUT', token: admin, body: { role_ids: [ROLE_IDS.sales] } });
    await call(`${ROLES}/${String(role.id)}`, { method: 'DELETE', token: admin });
    const log = await call<ListBody>(`${LOGS}?per_page=5`, { token: admin });
    const worker4 = String(db.get('worker', 4)?.name);
    // Each entry: what changed, its name, how, what was given and taken away; all by the admin (worker 1).
    expect(log.body.data.every((e) => e.worker_id === 1 && typeof e.created_at === 'string')).toBe(true);
    expect(log.body.data.map((e) => [e.subject, e.subject_name, e.action, e.added, e.removed])).toEqual([
      ['role', '质检员', 'delete', [], ['customer.action_log']],
      ['worker', worker4, 'update', ['销售'], ['质检员']],
      ['worker', worker4, 'update', ['质检员'], expect.any(Array)],
      [
        'role',
        '质检员',
        'update',
        ['customer.action_log', 'name:质检→质检员'],
        ['customer.action_log:query'],
      ],
      ['role', '质检', 'create', ['customer.action_log:query'], []],
    ]);
  });

  it('keeps the role list to those who may configure roles', async () => {
    const sales = await login('sales');
    expect((await call(ROLES, { token: sales })).status).toBe(403);
    expect((await call(LOGS, { token: sales })).status).toBe(403);
  });

  it('lets only an administrator make administrators: a role manager who is not one can neither set nor give an administrator role', async () => {
    const managerRole = await createRole({
      name: '人事',
      permissions: [
        { permission: 'setting.role', actions: [] },
        { permission: 'setting.worker', actions: [] },
      ],
    });
    const created = await call<{ data: Row }>(WORKERS, {
      method: 'POST',
      token: admin,
      body: {
        name: '人事小周',
        username: 'hr_zhou',
        type: 1,
        status: 1,
        role_ids: [managerRole.id],
        password: 'secret1',
      },
    });
    expect(created.status).toBe(201);
    const hr = await login('hr_zhou', 'secret1');
    const adminRole = await call<ErrorBody>(ROLES, {
      method: 'POST',
      token: hr,
      body: { name: '超级管理员', is_admin: 1, permissions: [] },
    });
    expect(adminRole).toMatchObject({
      status: 422,
      body: { errors: { is_admin: '只有管理员可以设置或分配管理员角色' } },
    });
    const toSelf = await call<ErrorBody>(`${WORKERS}/${String(created.body.data.id)}`, {
      method: 'PUT',
      token: hr,
      lang: 'en',
      body: { role_ids: [managerRole.id, ROLE_IDS.admin] },
    });
    expect(toSelf).toMatchObject({
      status: 422,
      body: { errors: { role_ids: 'Only an administrator can set or give administrator roles' } },
    });
    const removeAdmin = await call<ErrorBody>(`${ROLES}/${String(ROLE_IDS.admin)}`, {
      method: 'DELETE',
      token: hr,
    });
    expect(removeAdmin.status).toBe(403);
    // What the manager may do, it does: a role of ordinary permissions.
    await createRole(
      { name: '接待', permissions: [{ permission: 'customer.clue', actions: ['query'] }] },
      hr,
    );
  });
});
