/**
 * What a resource adds to the generic CRUD (crud.ts): checks of a write beyond its schema, values
 * computed on read, fields written but never stored, and what follows a write. The roles and the
 * workers' roles use them (issue 41, roles.ts); other resources have none.
 */
import type { DemoDb, DemoRecord } from './db';
import { actorName, type DemoIdentity } from './identity';
import type { Lang } from './messages';
import { customerHooks } from './customerHooks';
import { roleHooks, workerHooks } from './roles';

/** Who writes, in which language, to which store. */
export interface HookContext {
  db: DemoDb;
  me: DemoIdentity;
  lang: Lang;
}

/** One stored change: no `before` on create, no `after` on delete; `written` the write-only values sent. */
export interface StoredChange {
  before?: DemoRecord;
  after?: DemoRecord;
  written: Record<string, unknown>;
}

export interface ResourceHooks {
  /** Fields a write may carry that are never stored nor answered (a password). */
  writeOnly?: readonly string[];
  /** The record as answered: values computed on read added (`detail`: one record, not a list). */
  read?(db: DemoDb, record: DemoRecord, detail: boolean): DemoRecord;
  /**
   * The fields `read` computes, when it says which: a list query that neither sorts nor filters by
   * one of them reads only the page it answers (5,200 customers computed for 100 shown cost a
   * list ~100 ms). Without it every record is read before the query.
   */
  computed?: readonly string[];
  /**
   * Text fields a latin keyword of the list also finds by their pinyin ("zsy" finds the customer
   * 张三元, listPinyin.ts).
   */
  pinyin?: readonly string[];
  /**
   * Checks the body as sent, before the schema (it may drop values that mean "keep the stored
   * one"); an answer refuses the write. `existing` is the stored record on an update.
   */
  checkBody?(
    ctx: HookContext,
    body: Record<string, unknown>,
    existing: DemoRecord | undefined,
  ): Response | undefined;
  /**
   * Permissions that open this list query besides the resource's own (`query` on one of them): a
   * customer life-cycle list opens with its own.
   */
  listPermissions?(search: URLSearchParams): readonly string[];
  /** Checks the record about to be stored (it may settle values the server decides); an answer refuses the write. */
  check?(
    ctx: HookContext,
    next: Record<string, unknown>,
    existing: DemoRecord | undefined,
  ): Response | undefined;
  /** Checks a deletion; an answer refuses it. */
  checkDelete?(ctx: HookContext, existing: DemoRecord): Response | undefined;
  /** Runs once a change is stored (the operation log, live updates). */
  afterWrite?(ctx: HookContext, change: StoredChange): void;
}

const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  customer: customerHooks,
  role: roleHooks,
  worker: workerHooks,
};

const NONE: ResourceHooks = {};

/** The hooks of a resource (none for most). */
export function hooksOf(resource: string): ResourceHooks {
  return HOOKS[resource] ?? NONE;
}

/** Splits the write-only values out of a record about to be stored. */
export function splitWriteOnly(
  hooks: ResourceHooks,
  record: Record<string, unknown>,
): { stored: Record<string, unknown>; written: Record<string, unknown> } {
  const stored = { ...record };
  const written: Record<string, unknown> = {};
  for (const name of hooks.writeOnly ?? []) {
    if (name in stored) written[name] = stored[name];
    delete stored[name];
  }
  return { stored, written };
}

/**
 * Stores a record its schema accepted as the generic create (no `existing`) or update does: the
 * resource's check, the write-only values split off, the store (a new revision by the acting user,
 * change listeners told), then what follows the write. The spreadsheet import stores its rows here.
 */
export function storeRecord(
  resource: string,
  ctx: HookContext,
  next: Record<string, unknown>,
  existing?: DemoRecord,
): DemoRecord | Response {
  const hooks = hooksOf(resource);
  const refused = hooks.check?.(ctx, next, existing);
  if (refused) return refused;
  const { stored, written } = splitWriteOnly(hooks, next);
  const by = actorName(ctx.me);
  if (!existing) {
    const created = ctx.db.create(resource, stored, by);
    hooks.afterWrite?.(ctx, { after: created, written });
    return created;
  }
  const record: DemoRecord = { ...stored, id: existing.id };
  const saved = ctx.db.replace(resource, record, by) ?? record;
  hooks.afterWrite?.(ctx, { before: existing, after: saved, written });
  return saved;
}
