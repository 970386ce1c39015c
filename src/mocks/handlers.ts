import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import type { z } from 'zod';
import type { Operation, ResourceDefinition } from '../../resources/core/define';
import { hasAnyPermission } from '../../resources/core/permissions';
import {
  accountOfWorker,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SITE_NAME,
  DEMO_VERIFY_CODE,
  findAccount,
  permissionsOfWorkerType,
  type DemoAccount,
  type DemoRole,
} from './accounts';
import type { DemoDb, DemoRecord, DemoSession } from './db';
import { langOf, text, zodErrorMap, type Lang, type MessageKey } from './messages';

/** Prefix of resource paths that are not absolute (docs/api-conventions.md). */
export const LOVE_ADMIN_PREFIX = '/plugin/love/admin/';
/** Largest page the list endpoints serve. */
export const MAX_PER_PAGE = 1000;
const DEFAULT_PER_PAGE = 10;

/** The API path of a resource: absolute as-is, relative under `/plugin/love/admin/`. */
export function resourcePath(def: ResourceDefinition): string {
  return def.api.path.startsWith('/')
    ? def.api.path
    : `${LOVE_ADMIN_PREFIX}${def.api.path.replace(/^\/+/, '')}`;
}

export interface HandlerOptions {
  /** API origin (`https://api.example.com`); empty (default) matches any origin. */
  baseUrl?: string;
  /** Artificial latency range in ms (the browser uses 150-400; none by default). */
  latency?: readonly [min: number, max: number];
}

// ---------------------------------------------------------------------------------------------
// Identity

/** Who a session is: its worker, demo account (if any), role and permissions. */
export interface DemoIdentity {
  session: DemoSession;
  worker: DemoRecord | undefined;
  account: DemoAccount | undefined;
  role: DemoRole;
  is_admin: 0 | 1;
  permissions: ReadonlySet<string>;
}

export function identify(db: DemoDb, session: DemoSession): DemoIdentity {
  const worker = db.get('worker', session.worker_id);
  const account = accountOfWorker(session.worker_id) ?? findAccount(session.username);
  if (account) {
    return {
      session,
      worker,
      account,
      role: account.role,
      is_admin: account.is_admin,
      permissions: new Set(account.permissions),
    };
  }
  const { role, permissions } = permissionsOfWorkerType(Number(worker?.type ?? 2));
  return { session, worker, account: undefined, role, is_admin: 0, permissions: new Set(permissions) };
}

/** The `data` of `GET /admin/user/self`. */
export interface DemoUserInfo {
  permissions: string[];
  user: { id: number; name: string; username: string; phone: string; avatar: string; site_id: number };
  worker: {
    id: number;
    name: string;
    username: string;
    phone: string;
    type: number;
    store_id: number | null;
  };
  site_name: string;
  logo: string;
  favicon: string;
  role: DemoRole;
  is_admin: 0 | 1;
  store_id: number | null;
  track_watermark: 0 | 1;
  e_contract_open: 0 | 1;
  enable_ai_audio_analysis: 0 | 1;
  expired_vip_pick_up: 0 | 1;
  who_can_follow_note: 0 | 1;
  who_can_service_record: 0 | 1;
  has_exchange: 0 | 1;
  transfer_auto_crm: 0 | 1;
  deep_call_minute: number;
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export function userInfo(me: DemoIdentity): DemoUserInfo {
  const { worker, account, session } = me;
  const name = str(worker?.name, account?.name ?? session.username);
  const phone = str(worker?.phone, account?.phone ?? '');
  const storeId = numOrNull(worker?.store_id) ?? account?.worker.store_id ?? null;
  const icon = `${import.meta.env.BASE_URL}favicon.svg`;
  return {
    permissions: [...me.permissions],
    user: { id: session.worker_id, name, username: session.username, phone, avatar: '', site_id: 1 },
    worker: {
      id: session.worker_id,
      name,
      username: session.username,
      phone,
      type: Number(worker?.type ?? account?.worker.type ?? 2),
      store_id: storeId,
    },
    site_name: DEMO_SITE_NAME,
    logo: icon,
    favicon: icon,
    role: me.role,
    is_admin: me.is_admin,
    store_id: storeId,
    track_watermark: account?.track_watermark ?? 0,
    e_contract_open: 1,
    enable_ai_audio_analysis: 1,
    expired_vip_pick_up: 1,
    who_can_follow_note: 1,
    who_can_service_record: 1,
    has_exchange: 1,
    transfer_auto_crm: 0,
    deep_call_minute: 30,
  };
}

// ---------------------------------------------------------------------------------------------
// Responses

export function errorResponse(status: number, message: string, errors?: Record<string, string>): Response {
  return HttpResponse.json({ code: status, text: message, ...(errors ? { errors } : {}) }, { status });
}

const fail = (status: number, lang: Lang, key: MessageKey) => errorResponse(status, text(lang, key));
const noContent = () => new HttpResponse(null, { status: 204 });

function invalid(lang: Lang, error: z.ZodError): Response {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errorResponse(422, error.issues[0]?.message ?? text(lang, 'invalidBody'), errors);
}

/** The JSON body as an object; `{}` when empty; `undefined` when not a JSON object. */
async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const raw = await request.text();
  if (!raw.trim()) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The identity of the request's `Authorization`, or the 401 answer. */
export function authenticate(db: DemoDb, request: Request): DemoIdentity | Response {
  const session = db.session(request.headers.get('Authorization'));
  if (!session) return fail(401, langOf(request), 'unauthorized');
  return identify(db, session);
}

// ---------------------------------------------------------------------------------------------
// Record queries

/** Matches one stored value against a query-string value. */
function equals(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => equals(v, wanted));
  if (typeof value === 'boolean') return value === (wanted === '1' || wanted.toLowerCase() === 'true');
  if (typeof value === 'number') return wanted.trim() !== '' && value === Number(wanted);
  if (value === undefined || value === null) return false;
  return String(value) === wanted;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function inRange(value: unknown, bound: string, kind: 'gte' | 'lte', numeric: boolean): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (numeric) {
    const v = Number(value);
    const b = Number(bound);
    if (!Number.isFinite(b)) return true;
    return kind === 'gte' ? v >= b : v <= b;
  }
  const v = String(value);
  // `created_at_lte=2024-05-01` includes the whole day.
  const b = kind === 'lte' && DATE_ONLY.test(bound) && v.length > bound.length ? `${bound} 23:59:59` : bound;
  return kind === 'gte' ? v >= b : v <= b;
}

export interface ListResult {
  data: DemoRecord[];
  meta: { total: number; per_page: number; current_page: number };
}

/**
 * Runs a list query (docs/api-conventions.md): paging (per-resource parameter names), `sort`/`order`,
 * the search parameter (`keyword`), `ids=1,2`, `<field>=<value>` (repeatable: any of),
 * `<field>_gte`/`<field>_lte`. Unknown parameters are ignored. `page=0` returns every match.
 */
export function queryList(
  def: ResourceDefinition,
  records: readonly DemoRecord[],
  params: URLSearchParams,
): ListResult {
  const pageKey = def.api.paging?.page ?? 'page';
  const perPageKey = def.api.paging?.perPage ?? 'per_page';
  const searchKey = def.api.searchParam ?? 'keyword';
  const reserved = new Set([pageKey, perPageKey, searchKey, 'sort', 'order', 'ids']);
  const fields = new Map(def.fieldInfo.map((f) => [f.name, f]));
  const isField = (name: string) => name === 'id' || fields.has(name);
  const isNumeric = (name: string) => name === 'id' || fields.get(name)?.kind === 'number';

  const tests: ((r: DemoRecord) => boolean)[] = [];
  const ids = params.get('ids');
  if (ids !== null) {
    const set = new Set(
      ids
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isFinite(n)),
    );
    tests.push((r) => set.has(r.id));
  }
  for (const key of new Set(params.keys())) {
    if (reserved.has(key)) continue;
    const values = params.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    if (isField(key)) {
      tests.push((r) => values.some((v) => equals(r[key], v)));
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && isField(range[1])) {
      const [, name, kind] = range;
      const numeric = isNumeric(name);
      tests.push((r) => values.every((v) => inRange(r[name], v, kind as 'gte' | 'lte', numeric)));
    }
  }
  const keyword = params.get(searchKey)?.trim().toLowerCase();
  if (keyword) {
    const searchable = def.fieldInfo
      .filter((f) => f.kind === 'string' && f.widget !== 'image' && f.widget !== 'password')
      .map((f) => f.name);
    tests.push((r) =>
      searchable.some((name) => {
        const v = r[name];
        return typeof v === 'string' && v.toLowerCase().includes(keyword);
      }),
    );
  }

  const matched = records.filter((r) => tests.every((t) => t(r)));

  const sortParam = params.get('sort');
  const sortField = sortParam && isField(sortParam) ? sortParam : (def.list?.sort?.field ?? 'id');
  const orderParam = params.get('order')?.toUpperCase();
  const order =
    orderParam === 'ASC' || orderParam === 'DESC' ? orderParam : (def.list?.sort?.order ?? 'DESC');
  const dir = order === 'ASC' ? 1 : -1;
  matched.sort((a, b) => {
    const va = a[sortField];
    const vb = b[sortField];
    const aMissing = va === undefined || va === null;
    const bMissing = vb === undefined || vb === null;
    if (aMissing !== bMissing) return aMissing ? 1 : -1; // missing values last
    const c = aMissing ? 0 : compare(va, vb);
    return c !== 0 ? dir * c : dir * (a.id - b.id);
  });

  const total = matched.length;
  const page = Number.parseInt(params.get(pageKey) ?? '1', 10);
  const perPageRaw = Number.parseInt(params.get(perPageKey) ?? '', 10);
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(1, Number.isFinite(perPageRaw) ? perPageRaw : (def.list?.perPage ?? DEFAULT_PER_PAGE)),
  );
  if (Number.isFinite(page) && page <= 0) {
    return { data: matched, meta: { total, per_page: Math.max(total, 1), current_page: 1 } };
  }
  const current = Number.isFinite(page) ? page : 1;
  const data = matched.slice((current - 1) * perPage, current * perPage);
  return { data, meta: { total, per_page: perPage, current_page: current } };
}

// ---------------------------------------------------------------------------------------------
// Write validation

type Mode = 'create' | 'edit';
const writeSchemas = new WeakMap<ResourceDefinition, Partial<Record<Mode, z.ZodObject>>>();

/** The schema of writable fields: read-only ones (and `createOnly` ones on create) and `id` omitted. */
export function writeSchema(def: ResourceDefinition, mode: Mode): z.ZodObject {
  const cached = writeSchemas.get(def) ?? {};
  const hit = cached[mode];
  if (hit) return hit;
  const mask: Record<string, true> = {};
  for (const f of def.fieldInfo) {
    if (f.name === 'id' || f.meta.readOnly || (mode === 'create' && f.meta.createOnly)) mask[f.name] = true;
  }
  const schema = def.schema.omit(mask);
  writeSchemas.set(def, { ...cached, [mode]: schema });
  return schema;
}

/** A `null` for an optional, non-nullable field means "no value" (react-admin sends null for empty inputs). */
function nullAsAbsent(def: ResourceDefinition, name: string, value: unknown): boolean {
  const f = def.fieldMap[name];
  return value === null && !!f && !f.nullable && !f.required;
}

// ---------------------------------------------------------------------------------------------
// Handlers

type Params = PathParams;
type Resolver = (info: { request: Request; params: Params }) => Promise<Response | undefined>;

/**
 * The demo API: session endpoints, generic CRUD for every resource of the registry (only the
 * operations it declares), and `POST /__demo/reset`.
 */
/** What a bespoke handler module receives: the db, the URL builder and the session guard. */
export interface BespokeContext {
  db: DemoDb;
  url: (path: string) => string;
  authed: (
    resolver: (info: {
      request: Request;
      params: Params;
      me: DemoIdentity;
      lang: Lang;
    }) => Promise<Response> | Response,
  ) => (info: { request: Request; params: Params }) => Promise<Response>;
  wait: () => Promise<void>;
}

/** A file of `src/mocks/bespoke/`: the non-CRUD endpoints of one feature. */
export type BespokeHandlers = (context: BespokeContext) => HttpHandler[];

const bespokeModules = import.meta.glob<BespokeHandlers>('./bespoke/*.ts', {
  eager: true,
  import: 'default',
});

export function createHandlers(db: DemoDb, options: HandlerOptions = {}): HttpHandler[] {
  const origin = options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : '*';
  const url = (path: string) => `${origin}${path}`;
  const latency = options.latency;
  const wait = async () => {
    if (!latency) return;
    const [min, max] = latency;
    await delay(Math.round(min + Math.random() * Math.max(0, max - min)));
  };
  const route = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, resolver: Resolver) =>
    http[method]<Params, DefaultBodyType, undefined>(url(path), async ({ request, params }) => {
      const response = await resolver({ request, params });
      // A write is answered once it is stored, so a reload right after it still finds it.
      if (method !== 'get') await db.flush();
      return response;
    });

  /** Wraps a resolver that needs a session: latency, then 401 when the token is missing or unknown. */
  const authed =
    (
      resolver: (info: {
        request: Request;
        params: Params;
        me: DemoIdentity;
        lang: Lang;
      }) => Promise<Response> | Response,
    ) =>
    async ({ request, params }: { request: Request; params: Params }): Promise<Response> => {
      await wait();
      const me = authenticate(db, request);
      if (!('session' in me)) return me;
      return resolver({ request, params, me, lang: langOf(request) });
    };

  const issueToken = (username: string, workerId: number, temporary = false) =>
    HttpResponse.json({ Authorization: `Bearer ${db.createSession(username, workerId, temporary).token}` });

  /** A login target by user name or phone: the demo accounts, then every seeded worker. */
  const findLogin = (by: 'username' | 'phone', value: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a[by] === value);
    const worker = account
      ? db.get('worker', account.worker.id)
      : db.list('worker').find((w) => typeof w[by] === 'string' && w[by] === value);
    if (account)
      return { username: account.username, workerId: account.worker.id, disabled: worker?.status === 0 };
    if (worker) return { username: str(worker.username), workerId: worker.id, disabled: worker.status === 0 };
    return undefined;
  };

  const passwordLogin: Resolver = async ({ request }) => {
    await wait();
    const lang = langOf(request);
    const body = await readBody(request);
    if (!body) return fail(422, lang, 'invalidBody');
    const username = str(body.username).trim();
    const password = str(body.password);
    if (!username || !password) return fail(422, lang, 'credentialsRequired');
    const target = findLogin('username', username) ?? findLogin('phone', username);
    if (!target || (db.passwordOf(target.username) ?? DEMO_PASSWORD) !== password) {
      return fail(422, lang, 'wrongPassword');
    }
    if (target.disabled) return fail(422, lang, 'accountDisabled');
    return issueToken(target.username, target.workerId);
  };

  const PHONE = /^1[3-9]\d{9}$/;

  const session: HttpHandler[] = [
    route('post', '/plugin/love/admin/login/by-password', passwordLogin),
    route('post', '/admin/user/login', passwordLogin),
    route('post', '/plugin/love/admin/login/send-verify-code', async ({ request }) => {
      await wait();
      const lang = langOf(request);
      const body = await readBody(request);
      const phone = str(body?.phone).trim();
      if (!PHONE.test(phone)) return fail(422, lang, 'invalidPhone');
      if (!findLogin('phone', phone)) return fail(422, lang, 'phoneNotRegistered');
      return HttpResponse.json({});
    }),
    route('post', '/plugin/love/admin/login/by-verify-code', async ({ request }) => {
      await wait();
      const lang = langOf(request);
      const body = await readBody(request);
      const phone = str(body?.phone).trim();
      const code = String(body?.code ?? '').trim();
      if (!PHONE.test(phone)) return fail(422, lang, 'invalidPhone');
      if (!code) return fail(422, lang, 'codeRequired');
      const target = findLogin('phone', phone);
      if (!target) return fail(422, lang, 'phoneNotRegistered');
      if (code !== DEMO_VERIFY_CODE) return fail(422, lang, 'wrongCode');
      if (target.disabled) return fail(422, lang, 'accountDisabled');
      return issueToken(target.username, target.workerId);
    }),
    route(
      'get',
      '/admin/user/self',
      authed(({ me }) => HttpResponse.json({ data: userInfo(me) })),
    ),
    route(
      'get',
      '/user/logout',
      authed(({ request }) => {
        db.endSession(request.headers.get('Authorization') ?? '');
        return noContent();
      }),
    ),
    route(
      'post',
      '/admin/user/single-token/login',
      authed(async ({ request, me, lang }) => {
        if (me.is_admin !== 1) return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const workerId = Number(body?.worker_id);
        if (!body || body.worker_id === undefined || body.worker_id === null || !Number.isInteger(workerId)) {
          return fail(422, lang, 'workerRequired');
        }
        const worker = db.get('worker', workerId);
        if (!worker) return fail(404, lang, 'workerNotFound');
        return issueToken(str(worker.username, `worker${worker.id}`), worker.id, true);
      }),
    ),
    route(
      'get',
      '/plugin/love/admin/login/logout',
      authed(({ request, me }) => {
        if (me.session.temporary) db.endSession(request.headers.get('Authorization') ?? '');
        return noContent();
      }),
    ),
    route(
      'post',
      '/admin/user/change-password',
      authed(async ({ request, me, lang }) => {
        const body = await readBody(request);
        if (!body) return fail(422, lang, 'invalidBody');
        const username = me.session.username;
        const current = db.passwordOf(username) ?? DEMO_PASSWORD;
        const password = str(body.password);
        if (str(body.old_password) !== current) return fail(422, lang, 'oldPasswordWrong');
        if (password.length < 6) return fail(422, lang, 'passwordTooShort');
        if (password !== str(body.password_confirmation)) return fail(422, lang, 'passwordMismatch');
        db.setPassword(username, password);
        return HttpResponse.json({});
      }),
    ),
    route('post', '/__demo/reset', async () => {
      await db.reset();
      return noContent();
    }),
  ];

  // Bespoke endpoints (counters, finance, notices…) come first: they are more specific than CRUD.
  const context: BespokeContext = { db, url, authed, wait };
  const bespoke = Object.values(bespokeModules).flatMap((make) => make(context));
  return [...session, ...bespoke, ...db.resources.flatMap((def) => resourceHandlers(def))];

  function resourceHandlers(def: ResourceDefinition): HttpHandler[] {
    const base = resourcePath(def);
    const item = `${base}/:id`;

    /** 405 when the resource does not declare the operation, 403 when the user lacks its permission. */
    const check = (me: DemoIdentity, lang: Lang, ...operations: Operation[]): Response | undefined => {
      const declared = operations.filter((op) => def.can(op));
      if (declared.length === 0) return fail(405, lang, 'methodNotAllowed');
      const ok = declared.some((op) => hasAnyPermission(def.access?.[op], me.permissions));
      return ok ? undefined : fail(403, lang, 'forbidden');
    };
    const idOf = (params: Params): number | undefined => {
      const raw = params.id;
      return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
    };
    /** Item routes answer numeric ids only; other paths (`customer/export`) are left to other handlers. */
    const onItem =
      (
        resolver: (info: {
          request: Request;
          id: number;
          me: DemoIdentity;
          lang: Lang;
        }) => Promise<Response> | Response,
      ): Resolver =>
      async ({ request, params }) => {
        const id = idOf(params);
        if (id === undefined) return undefined;
        return authed(({ me, lang }) => resolver({ request, id, me, lang }))({ request, params });
      };

    const update = (partial: boolean) =>
      onItem(async ({ request, id, me, lang }) => {
        const denied = check(me, lang, 'edit');
        if (denied) return denied;
        const existing = db.get(def.name, id);
        if (!existing) return fail(404, lang, 'notFound');
        const body = await readBody(request);
        if (!body) return fail(422, lang, 'invalidBody');
        const schema = writeSchema(def, 'edit');
        const keys = Object.keys(schema.shape);
        const present = keys.filter((k) => k in body);
        const input: Record<string, unknown> = {};
        if (!partial) for (const k of keys) if (existing[k] !== undefined) input[k] = existing[k];
        for (const k of present) {
          if (nullAsAbsent(def, k, body[k])) delete input[k];
          else input[k] = body[k];
        }
        const result = (partial ? schema.partial() : schema).safeParse(input, { error: zodErrorMap(lang) });
        if (!result.success) return invalid(lang, result.error);
        const data = result.data as Record<string, unknown>;
        const next: DemoRecord = { ...existing };
        for (const k of partial ? present : keys) {
          if (data[k] === undefined) delete next[k];
          else next[k] = data[k];
        }
        return HttpResponse.json({ data: db.replace(def.name, next) ?? next });
      });

    return [
      route(
        'get',
        base,
        authed(({ request, me, lang }) => {
          const search = new URL(request.url).searchParams;
          // Looking records up by id (a reference's label: the store of a customer) is open to every
          // signed-in user, as on the server; browsing the list needs the list permission.
          const denied = search.has('ids') ? undefined : check(me, lang, 'list');
          if (denied) return denied;
          return HttpResponse.json(queryList(def, db.list(def.name), search));
        }),
      ),
      route(
        'get',
        item,
        onItem(({ id, me, lang }) => {
          const denied = check(me, lang, 'show', 'edit');
          if (denied) return denied;
          const record = db.get(def.name, id);
          return record ? HttpResponse.json({ data: record }) : fail(404, lang, 'notFound');
        }),
      ),
      route(
        'post',
        base,
        authed(async ({ request, me, lang }) => {
          const denied = check(me, lang, 'create');
          if (denied) return denied;
          const body = await readBody(request);
          if (!body) return fail(422, lang, 'invalidBody');
          const input: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(body)) if (!nullAsAbsent(def, k, v)) input[k] = v;
          const result = writeSchema(def, 'create').safeParse(input, { error: zodErrorMap(lang) });
          if (!result.success) return invalid(lang, result.error);
          const values = Object.fromEntries(
            Object.entries(result.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
          );
          return HttpResponse.json({ data: db.create(def.name, values) }, { status: 201 });
        }),
      ),
      route('put', item, update(false)),
      route('patch', item, update(true)),
      route(
        'delete',
        item,
        onItem(({ id, me, lang }) => {
          const denied = check(me, lang, 'delete');
          if (denied) return denied;
          return db.remove(def.name, id) ? noContent() : fail(404, lang, 'notFound');
        }),
      ),
    ];
  }
}
