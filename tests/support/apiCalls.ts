import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { resolvePath } from '../../dataProvider/config';
import { API_PATHS } from '../../dataProvider/paths';
import { resources } from '../../resources';
import { filesUnder, ROOT } from './repoFiles';

/**
 * Every API path the app calls and what calls it, read from the code rather than written down:
 * `docs/api-coverage.md` is checked against (and rewritten from) this. The callers are
 *
 * - the named methods of `dataProvider/methods/*.ts` (`dataProvider.<method>`) and of the
 *   authProvider (`authProvider.<method>`): each method's code is followed through the local
 *   helpers, the file's own functions and constants and the providers' other files it imports;
 * - the providers' exported functions the app calls without a provider (`signIn() in <file>`);
 * - any other file that names an `API_PATHS` entry (`app code <file>`), and the two addresses the
 *   app builds by hand (`HAND_BUILT`);
 * - the registry's resources, with the operations that call each of their paths.
 */

/** Where the build serves the app (spec §2); `version.json` is fetched under it. */
const APP_BASE = '/blind/admin-view/';
const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const CLIENT_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const PROVIDERS = ['dataProvider', 'authProvider'];
/** Helpers every call goes through: they name no path, and their verbs belong to no method. */
const GENERIC = new Set([
  'dataProvider/paths.ts',
  'dataProvider/client.ts',
  'dataProvider/download.ts',
  'dataProvider/methods/request.ts',
]);

/** Addresses the app writes out itself instead of reading `API_PATHS`: the file must contain `marker`. */
export const HAND_BUILT = [
  { key: 'version', file: 'src/layout/version/versionCheck.ts', marker: 'version.json', verb: 'GET' },
  { key: 'realtime.socket', file: 'src/features/calls/liveSocket.ts', marker: '/im/', verb: 'WSS' },
] as const;

export interface Endpoint {
  /** Absolute, placeholders written `{name}`. */
  path: string;
  verbs: Set<string>;
  callers: Set<string>;
  /** The `API_PATHS` entries of this path (none for a resource's own paths). */
  keys: Set<string>;
}

/** `API_PATHS` as `group.key` → path template. */
export function apiPathEntries(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(API_PATHS, '');
  return out;
}

/** A template as the API sees it: absolute, `:name` written `{name}`. */
export function canonicalPath(template: string): string {
  const absolute = template.startsWith('/') ? template : `${APP_BASE}${template}`;
  return absolute.replace(/:([A-Za-z_]+)/g, '{$1}');
}

interface Source {
  file: string;
  sf: ts.SourceFile;
  /** Top-level functions and constants by name (the node to follow). */
  top: Map<string, ts.Node>;
  /** Local name → the provider file and exported name it is imported from. */
  imports: Map<string, { file: string; name: string }>;
}

const sources = new Map<string, Source | undefined>();

function sourceOf(file: string): Source | undefined {
  if (sources.has(file)) return sources.get(file);
  const text = readFileSync(join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const top = new Map<string, ts.Node>();
  const imports = new Map<string, { file: string; name: string }>();
  for (const statement of sf.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) top.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) top.set(d.name.text, d);
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveImport(file, statement.moduleSpecifier.text);
      const named = statement.importClause?.namedBindings;
      if (target && named && ts.isNamedImports(named)) {
        for (const el of named.elements) {
          imports.set(el.name.text, { file: target, name: (el.propertyName ?? el.name).text });
        }
      }
    }
  }
  const source = { file, sf, top, imports };
  sources.set(file, source);
  return source;
}

/** A relative import of a providers' file that is worth following, as a repository path. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}/index.ts`].find((candidate) => {
    try {
      return statSync(join(ROOT, candidate)).isFile();
    } catch {
      return false;
    }
  });
  if (!found || GENERIC.has(found) || !PROVIDERS.some((p) => found.startsWith(`${p}/`))) return undefined;
  return found;
}

/** The names of a property chain from its root identifier (`API_PATHS.customer.allocate`). */
function chainOf(node: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) {
    const head = chainOf(node.expression);
    return head && [...head, node.name.text];
  }
  return undefined;
}

interface Reach {
  keys: Set<string>;
  verbs: Set<string>;
  seen: Set<ts.Node>;
}

/** The `API_PATHS` entry a chain names (`['API_PATHS', 'customer', 'allocate']` → `customer.allocate`). */
function keyOf(chain: readonly string[], entries: Map<string, string>): string | undefined {
  for (let end = chain.length; end > 1; end -= 1) {
    const key = chain.slice(1, end).join('.');
    if (entries.has(key)) return key;
  }
  return undefined;
}

/**
 * Follows `node` (a method's code) and what it uses: `local` are the factory's own helpers, `stop`
 * the helpers that are methods of their own (their calls are theirs) and the provider object.
 */
function follow(
  source: Source,
  node: ts.Node,
  local: Map<string, ts.Node>,
  stop: Set<ts.Node>,
  reach: Reach,
  entries: Map<string, string>,
): void {
  if (reach.seen.has(node) || stop.has(node)) return;
  reach.seen.add(node);
  /** `const paths = API_PATHS.dashboard` → `paths.todoList` is `dashboard.todoList`. */
  const aliasOf = (name: string): string[] | undefined => {
    const decl = local.get(name) ?? source.top.get(name);
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) {
      const chain = chainOf(decl.initializer);
      if (chain?.[0] === 'API_PATHS') return chain;
    }
    return undefined;
  };
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAccessExpression(n) && !ts.isPropertyAccessExpression(n.parent)) {
      const chain = chainOf(n);
      if (chain) {
        const alias = chain[0] === 'API_PATHS' ? undefined : aliasOf(chain[0]);
        const key = keyOf(alias ? [...alias, ...chain.slice(1)] : chain, entries);
        if (key) reach.keys.add(key);
      }
      if (
        CLIENT_VERBS.has(n.name.text) &&
        ts.isIdentifier(n.expression) &&
        /client|http/.test(n.expression.text)
      ) {
        reach.verbs.add(n.name.text.toUpperCase());
      }
    }
    if (ts.isStringLiteral(n) && VERBS.has(n.text)) reach.verbs.add(n.text);
    if (ts.isIdentifier(n) && !isNameOnly(n)) {
      const name = n.text;
      const own = local.get(name);
      if (own) {
        follow(source, own, local, stop, reach, entries);
      } else if (source.top.has(name)) {
        follow(source, source.top.get(name) as ts.Node, new Map(), stop, reach, entries);
      } else {
        const imported = source.imports.get(name);
        const target = imported && sourceOf(imported.file);
        const decl = target?.top.get(imported?.name ?? '');
        if (target && decl) follow(target, decl, new Map(), stop, reach, entries);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
}

/** An identifier that names a property or a declaration rather than using a value. */
function isNameOnly(n: ts.Identifier): boolean {
  const p = n.parent;
  return (
    (ts.isPropertyAccessExpression(p) && p.name === n) ||
    (ts.isPropertyAssignment(p) && p.name === n) ||
    (ts.isMethodDeclaration(p) && p.name === n) ||
    (ts.isVariableDeclaration(p) && p.name === n) ||
    (ts.isFunctionDeclaration(p) && p.name === n) ||
    (ts.isParameter(p) && p.name === n) ||
    ts.isTypeReferenceNode(p) ||
    ts.isImportSpecifier(p)
  );
}

/** The object a factory returns (`return { … }` or `return provider`), with the factory's locals. */
function factoryObject(
  fn: ts.FunctionDeclaration,
): { object: ts.ObjectLiteralExpression; local: Map<string, ts.Node> } | undefined {
  const local = new Map<string, ts.Node>();
  let object: ts.ObjectLiteralExpression | undefined;
  for (const statement of fn.body?.statements ?? []) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) local.set(d.name.text, d);
    }
    if (ts.isFunctionDeclaration(statement) && statement.name) local.set(statement.name.text, statement);
    if (ts.isReturnStatement(statement) && statement.expression) {
      const e = statement.expression;
      if (ts.isObjectLiteralExpression(e)) object = e;
      if (ts.isIdentifier(e)) {
        const decl = local.get(e.text);
        if (
          decl &&
          ts.isVariableDeclaration(decl) &&
          decl.initializer &&
          ts.isObjectLiteralExpression(decl.initializer)
        ) {
          object = decl.initializer;
        }
      }
    }
  }
  return object && { object, local };
}

/** The provider a factory's methods end up in, by the factory's name. */
function providerOf(file: string, name: string): string | undefined {
  if (file.startsWith('dataProvider/methods/') && name.endsWith('Methods')) return 'dataProvider';
  if (file === 'dataProvider/index.ts' && name === 'createDataProvider') return 'dataProvider';
  if (file === 'authProvider/index.ts' && name === 'createAuthProvider') return 'authProvider';
  return undefined;
}

type Calls = Map<string, { verbs: Set<string>; callers: Set<string> }>;

function addCall(calls: Calls, key: string, caller: string, verbs: Iterable<string>): void {
  const entry = calls.get(key) ?? { verbs: new Set<string>(), callers: new Set<string>() };
  entry.callers.add(caller);
  for (const v of verbs) entry.verbs.add(v);
  calls.set(key, entry);
}

/** `API_PATHS` entry → who calls it, read from the providers' code. */
function providerCalls(entries: Map<string, string>): Calls {
  const calls: Calls = new Map();
  const files = PROVIDERS.flatMap((dir) => filesUnder(dir, /\.ts$/)).filter((f) => !GENERIC.has(f));
  const functions = files.flatMap((file) =>
    (sourceOf(file) as Source).sf.statements
      .filter((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && !!s.name)
      .map((fn) => ({ file, fn, provider: providerOf(file, fn.name?.text ?? '') })),
  );
  // A function that builds a provider is followed only through the methods it returns: the code
  // that calls it (a provider made elsewhere) calls none of them by that.
  const factories = new Set<ts.Node>(functions.filter((f) => f.provider).map((f) => f.fn));
  for (const { file, fn: statement, provider } of functions) {
    const source = sourceOf(file) as Source;
    {
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const factory = provider ? factoryObject(statement) : undefined;
      if (provider && factory) {
        const { object, local } = factory;
        const stop = new Set<ts.Node>([object.parent, ...factories]);
        for (const p of object.properties) {
          const target =
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.initializer) ? p.initializer.text : undefined;
          const exposed = target && local.get(target);
          if (exposed) stop.add(exposed);
        }
        for (const p of object.properties) {
          if (!(ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) || !ts.isIdentifier(p.name))
            continue;
          const reach: Reach = { keys: new Set(), verbs: new Set(), seen: new Set() };
          const body =
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.initializer) ? local.get(p.initializer.text) : p;
          follow(source, body ?? p, local, new Set([...stop].filter((s) => s !== body)), reach, entries);
          for (const key of reach.keys) addCall(calls, key, `${provider}.${p.name.text}`, reach.verbs);
        }
      } else if (exported && !provider) {
        const reach: Reach = { keys: new Set(), verbs: new Set(), seen: new Set() };
        follow(source, statement, new Map(), factories, reach, entries);
        for (const key of reach.keys)
          addCall(calls, key, `${statement.name?.text}() in ${file}`, reach.verbs);
      }
    }
  }
  return calls;
}

/** `API_PATHS` entries named by files outside the providers (the demo API left out). */
function appCodeCalls(entries: Map<string, string>, calls: Calls): void {
  for (const file of filesUnder('src', /\.tsx?$/)) {
    if (file.startsWith('src/mocks/')) continue;
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (!text.includes('API_PATHS')) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const verbs = new Set<string>();
    for (const m of text.matchAll(/method[=:]\s*\{?\s*['"](get|post|put|patch|delete)['"]/gi))
      verbs.add(m[1].toUpperCase());
    const visit = (n: ts.Node): void => {
      if (ts.isPropertyAccessExpression(n) && !ts.isPropertyAccessExpression(n.parent)) {
        const chain = chainOf(n);
        const key = chain?.[0] === 'API_PATHS' ? keyOf(chain, entries) : undefined;
        if (key) addCall(calls, key, `app code ${file}`, verbs);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  for (const hand of HAND_BUILT) addCall(calls, hand.key, `app code ${hand.file}`, [hand.verb]);
}

/** The operations of a resource that call each of its paths. */
const RESOURCE_PATHS = [
  { suffix: '', ops: ['list', 'create'] },
  { suffix: '/{id}', ops: ['show', 'edit', 'delete'] },
  { suffix: '/export', ops: ['export'] },
] as const;

const OPERATION_VERBS: Record<string, string> = {
  list: 'GET',
  show: 'GET',
  export: 'GET',
  create: 'POST',
  delete: 'DELETE',
};

/**
 * Every path the app calls, one entry per path: the `API_PATHS` entries that something calls,
 * those nothing calls (no caller), and the paths of every registered resource.
 */
export function appEndpoints(): Endpoint[] {
  const entries = apiPathEntries();
  const calls = providerCalls(entries);
  appCodeCalls(entries, calls);
  const byPath = new Map<string, Endpoint>();
  const endpoint = (path: string): Endpoint => {
    const found = byPath.get(path) ?? { path, verbs: new Set(), callers: new Set(), keys: new Set() };
    byPath.set(path, found);
    return found;
  };
  for (const [key, template] of entries) {
    const e = endpoint(canonicalPath(template));
    e.keys.add(key);
    const call = calls.get(key);
    call?.verbs.forEach((v) => e.verbs.add(v));
    call?.callers.forEach((c) => e.callers.add(c));
  }
  for (const def of resources) {
    const base = resolvePath(def.api.path);
    for (const { suffix, ops } of RESOURCE_PATHS) {
      const used = ops.filter((op) => def.operations.includes(op));
      if (used.length === 0) continue;
      const e = endpoint(`${base}${suffix}`);
      e.callers.add(`resource ${def.name} (${used.join(', ')})`);
      for (const op of used)
        e.verbs.add(op === 'edit' ? (def.api.updateMethod ?? 'PUT') : OPERATION_VERBS[op]);
    }
  }
  return [...byPath.values()];
}
