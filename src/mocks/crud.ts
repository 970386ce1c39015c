/** Generic CRUD for every resource of the registry, validated with the resource's own schema. */
import type { HttpHandler, PathParams } from 'msw';
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Operation, ResourceDefinition } from '../../resources/core/define';
import { actionOfOperation, canAction } from '../../resources/core/permissions';
import type { DemoRecord } from './db';
import { exportResponse } from './export';
import type { DemoIdentity } from './identity';
import { zodErrorMap, type Lang } from './messages';
import { scopeList, scopeTest } from './listScopes';
import { pinyinReady } from './listPinyin';
import { keywordOf, queryList } from './query';
import { downloadFail, fail, invalid, noContent, readBody } from './responses';
import type { ApiContext, Resolver } from './routing';
import {
  hiddenFields,
  LIST_PERMISSIONS,
  labelFields,
  labelOf,
  present,
  readerFor,
  withoutMasks,
} from './sensitive';
import { checkRevision } from './versions';
import { hooksOf, storeRecord, type HookContext } from './crudHooks';

/** Prefix of resource paths that are not absolute (docs/api-conventions.md). */
export const LOVE_ADMIN_PREFIX = '/plugin/love/admin/';

/** The API path of a resource: absolute as-is, relative under `/plugin/love/admin/`. */
export function resourcePath(def: ResourceDefinition): string {
  return def.api.path.startsWith('/')
    ? def.api.path
    : `${LOVE_ADMIN_PREFIX}${def.api.path.replace(/^\/+/, '')}`;
}

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

/** Generic CRUD for one resource: only the operations it declares, with its permissions. */
export function resourceHandlers(def: ResourceDefinition, { db, route, authed }: ApiContext): HttpHandler[] {
  const base = resourcePath(def);
  const item = `${base}/:id`;
  const hooks = hooksOf(def.name);
  /** One record as answered to this user: values computed on read added (crudHooks.ts), masks applied. */
  const shown = (record: DemoRecord, me: DemoIdentity): DemoRecord =>
    present(def, hooks.read ? hooks.read(db, record, true) : record, me.permissions);
  /** The records of a list or export with the values computed on read. */
  const readAll = (records: readonly DemoRecord[]): readonly DemoRecord[] => {
    const read = hooks.read;
    return read ? records.map((r) => read(db, r, false)) : records;
  };
  /**
   * Whether a list query needs the computed values of every record (it sorts or filters by one):
   * never without values computed on read (the histories the customer detail's tabs list).
   */
  const queriesComputed = (search: URLSearchParams): boolean =>
    hooks.read !== undefined &&
    (!hooks.computed ||
      hooks.computed.some(
        (f) => search.get('sort') === f || search.has(f) || search.has(`${f}_gte`) || search.has(`${f}_lte`),
      ));

  /**
   * 405 when the resource does not declare the operation, 403 when the user lacks its permission or
   * the permission's action list lacks the action (spec §6: the UI shows no button for it either).
   */
  const check = (me: DemoIdentity, lang: Lang, ...operations: Operation[]): Response | undefined => {
    const declared = operations.filter((op) => def.can(op));
    if (declared.length === 0) return fail(405, lang, 'methodNotAllowed');
    const ok = declared.some((op) =>
      canAction(def.access?.[op], me.permissions, me.actions, actionOfOperation(op)),
    );
    return ok ? undefined : fail(403, lang, 'forbidden');
  };
  const idOf = (params: PathParams): number | undefined => {
    const raw = params.id;
    return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
  };
  /** Item routes answer numeric ids only; other paths (`customer/view-phone`) are left to other handlers. */
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
      const sent = await readBody(request);
      if (!sent) return fail(422, lang, 'invalidBody');
      // The revision read is checked before the values: a stale write changes nothing (versions.ts).
      const refused = checkRevision(lang, sent, existing, () => shown(existing, me));
      if (refused) return refused;
      // A masked value sent back as it was shown keeps the stored one (sensitive.ts).
      const body = withoutMasks(def, sent, existing);
      const ctx: HookContext = { db, me, lang };
      const badBody = hooks.checkBody?.(ctx, body, existing);
      if (badBody) return badBody;
      const schema = writeSchema(def, 'edit');
      const keys = Object.keys(schema.shape);
      const sentKeys = keys.filter((k) => k in body);
      const input: Record<string, unknown> = {};
      if (!partial) for (const k of keys) if (existing[k] !== undefined) input[k] = existing[k];
      for (const k of sentKeys) {
        if (nullAsAbsent(def, k, body[k])) delete input[k];
        else input[k] = body[k];
      }
      const result = (partial ? schema.partial() : schema).safeParse(input, { error: zodErrorMap(lang) });
      if (!result.success) return invalid(lang, result.error);
      const data = result.data as Record<string, unknown>;
      const next: DemoRecord = { ...existing };
      for (const k of partial ? sentKeys : keys) {
        if (data[k] === undefined) delete next[k];
        else next[k] = data[k];
      }
      const saved = storeRecord(def.name, ctx, next, existing);
      if (saved instanceof Response) return saved;
      return HttpResponse.json({ data: shown(saved, me) });
    });

  return [
    route(
      'get',
      base,
      authed(async ({ request, me, lang }) => {
        const search = new URL(request.url).searchParams;
        // Looking records up by id (a reference's label: the store of a customer) is open to every
        // signed-in user, as on the server, but answers only the labels to a user without the list
        // permission; browsing the list needs it, or `query` on a permission that opens this list
        // query (a customer life-cycle list, crudHooks.ts).
        const extra = hooks.listPermissions?.(search) ?? [];
        const opened = extra.length > 0 && canAction(extra, me.permissions, me.actions, 'query');
        const denied = opened ? undefined : check(me, lang, 'list');
        if (denied && !search.has('ids')) return denied;
        const reader = readerFor(def, me.permissions);
        const readFirst = queriesComputed(search);
        // A latin keyword that may spell a customer's name in pinyin loads pinyin-pro the first time.
        const pinyin = hooks.pinyin;
        await pinyinReady(pinyin, keywordOf(def, search));
        // Without computed values to query, the live collection is queried in its kept sorted order.
        const result = readFirst
          ? queryList(def, readAll(scopeList(def.name, db.list(def.name), search, me)), search, reader, {
              pinyin,
            })
          : queryList(def, db.list(def.name), search, reader, {
              pinyin,
              scope: (raw) => scopeTest(def.name, search, me, raw),
              live: {
                revision: db.revision(def.name),
                view: hiddenFields(def, me.permissions)
                  .map((f) => f.name)
                  .join(),
              },
            });
        const page = readFirst ? result.data : readAll(result.data);
        const labels = denied ? labelFields(def, db.resources) : undefined;
        // Lists carry permission-guarded values (phone, WeChat) masked for everyone: a user with the
        // permission reveals one value at a time through the view calls (issue 10, point 9).
        const data = page.map((r) => present(def, labels ? labelOf(labels, r) : r, LIST_PERMISSIONS));
        return HttpResponse.json({ ...result, data });
      }),
    ),
    ...(def.can('export')
      ? [
          route(
            'get',
            `${base}/export`,
            authed(({ request, me, lang }) => {
              const denied = check(me, lang, 'export');
              if (denied) return downloadFail(403, lang, 'forbidden');
              const search = new URL(request.url).searchParams;
              const records = readAll(scopeList(def.name, db.list(def.name), search, me));
              return exportResponse(db, def, records, search, me, lang);
            }),
          ),
        ]
      : []),
    route(
      'get',
      item,
      onItem(({ id, me, lang }) => {
        const denied = check(me, lang, 'show', 'edit');
        if (denied) return denied;
        const record = db.get(def.name, id);
        return record ? HttpResponse.json({ data: shown(record, me) }) : fail(404, lang, 'notFound');
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
        for (const [k, v] of Object.entries(withoutMasks(def, body, undefined)))
          if (!nullAsAbsent(def, k, v)) input[k] = v;
        const ctx: HookContext = { db, me, lang };
        const badBody = hooks.checkBody?.(ctx, input, undefined);
        if (badBody) return badBody;
        const result = writeSchema(def, 'create').safeParse(input, { error: zodErrorMap(lang) });
        if (!result.success) return invalid(lang, result.error);
        const values = Object.fromEntries(
          Object.entries(result.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
        );
        const created = storeRecord(def.name, ctx, values);
        if (created instanceof Response) return created;
        return HttpResponse.json({ data: shown(created, me) }, { status: 201 });
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
        const existing = db.get(def.name, id);
        if (!existing) return fail(404, lang, 'notFound');
        const ctx: HookContext = { db, me, lang };
        const refused = hooks.checkDelete?.(ctx, existing);
        if (refused) return refused;
        db.remove(def.name, id);
        hooks.afterWrite?.(ctx, { before: existing, written: {} });
        return noContent();
      }),
    ),
  ];
}
