import { format, resolveConfig } from 'prettier';
import { join } from 'node:path';
import { LOVE_ADMIN_PREFIX } from '../../dataProvider/config';
import { appEndpoints, type Endpoint } from './apiCalls';
import { ROOT } from './repoFiles';
import { permissionsInCode } from './permissionsInCode';

/**
 * Reads and writes `docs/api-coverage.md`. The spec's endpoints (§7) are written by hand, with
 * their notes; what calls each of them, the paths the spec does not name and the permissions it
 * does not name are written from the code (`apiCalls.ts`, `permissionsInCode.ts`).
 */

export const DOC = 'docs/api-coverage.md';
export const SPEC_HEADING = '## Endpoints of spec §7';
export const PATHS_START = '<!-- api-choices:start -->';
export const PATHS_END = '<!-- api-choices:end -->';
export const PERMISSIONS_START = '<!-- permission-choices:start -->';
export const PERMISSIONS_END = '<!-- permission-choices:end -->';
/** The line that lists the spec's own permissions (§6), written by hand. */
export const SPEC_PERMISSIONS_LABEL = 'Permissions spec §6 names:';
/** What a path nothing calls says until someone writes why. */
export const NO_REASON = 'not called: ?';

export interface Row {
  line: number;
  /** The path as the row writes it (relative to the love plugin's admin prefix, or absolute). */
  written: string;
  /** Absolute, when the row names a path. */
  path?: string;
  /** `(ours)`: the spec names the call, this project chose its path. */
  ours: boolean;
  users: string[];
  cells: string[];
}

export const VERB_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'WSS'];

/** A path as the spec writes it: relative under the love plugin's admin prefix, absolute elsewhere. */
export function written(path: string): string {
  return path.startsWith(LOVE_ADMIN_PREFIX) ? path.slice(LOVE_ADMIN_PREFIX.length) : path;
}

/** A written path as the API sees it. */
export function absolute(path: string): string {
  return path.startsWith('/') ? path : `${LOVE_ADMIN_PREFIX}${path}`;
}

const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The app's endpoints a path of the spec stands for: the same path; else the path with ids after it
 * (the spec's `pack/audit` is `pack/audit/{id}`); else a template of other placeholders
 * (`/config/{scope}/{group}` for `/config/love/basic`).
 */
export function endpointsOf(path: string, endpoints: readonly Endpoint[]): Endpoint[] {
  const exact = endpoints.filter((e) => shape(e.path) === shape(path));
  if (exact.length) return exact;
  const longer = new RegExp(`^${escape(shape(path))}(/\\{\\})+$`);
  const extended = endpoints.filter((e) => longer.test(shape(e.path)));
  if (extended.length) return extended;
  return endpoints.filter(
    (e) =>
      /\{(?!id\})/.test(e.path) &&
      new RegExp(`^${escape(e.path).replace(/\\\{[^}]*\\\}/g, '[^/]+')}$`).test(path),
  );
}

/**
 * The app's endpoints a row of the spec stands for: its path's (`endpointsOf`), and when the row
 * names a record's methods (PUT, PATCH, DELETE: "tag CRUD"), the resource's `<path>/{id}`.
 */
export function rowEndpoints(row: Row, endpoints: readonly Endpoint[]): Endpoint[] {
  if (!row.path) return [];
  const found = endpointsOf(row.path, endpoints);
  if (row.ours || !/PUT|PATCH|DELETE/.test(row.cells[0] ?? '')) return found;
  const record = `${shape(row.path)}/{}`;
  const records = endpoints.filter(
    (e) => shape(e.path) === record && [...e.callers].every((c) => c.startsWith('resource ')),
  );
  return [...new Set([...found, ...records])];
}

function cellsOf(text: string): string[] {
  return text
    .replace(/^\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** The rows of the tables between `from` and `to` (header and separator rows left out). */
export function parseRows(markdown: string, from = 0, to = Number.MAX_SAFE_INTEGER): Row[] {
  const rows: Row[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (index < from || index > to || !text.startsWith('|')) return;
    const cells = cellsOf(text);
    if (/^(Method\(s\)|Permission)$/.test(cells[0]) || /^:?-+:?$/.test(cells[0])) return;
    const pathCell = /^`([^`]+)`( \(ours\))?$/.exec(cells[1] ?? '');
    rows.push({
      line: index + 1,
      written: cells[1] ?? '',
      path: pathCell ? absolute(pathCell[1]) : undefined,
      ours: !!pathCell?.[2],
      users: (cells[2] ?? '')
        .split(';')
        .map((u) => u.trim())
        .filter((u) => u !== ''),
      cells,
    });
  });
  return rows;
}

/** The line numbers (0-based) of a section: from its heading or start marker to its end. */
export function sectionLines(markdown: string, start: string, end?: string): [number, number] {
  const lines = markdown.split('\n');
  const from = lines.findIndex((l) => l.trim() === start);
  const to = end
    ? lines.findIndex((l, i) => i > from && l.trim() === end)
    : lines.findIndex((l, i) => i > from && /^## /.test(l));
  if (from < 0 || (end && to < 0)) throw new Error(`${DOC}: no section "${start}"`);
  return [from, to < 0 ? lines.length - 1 : to];
}

export function specRows(markdown: string): Row[] {
  return parseRows(markdown, ...sectionLines(markdown, SPEC_HEADING));
}

export function choiceRows(markdown: string): Row[] {
  return parseRows(markdown, ...sectionLines(markdown, PATHS_START, PATHS_END));
}

/** The permissions the doc says spec §6 names (its hand-written paragraph). */
export function specPermissions(markdown: string): string[] {
  const start = markdown.indexOf(SPEC_PERMISSIONS_LABEL);
  if (start < 0) return [];
  const end = markdown.indexOf('\n\n', start);
  return [...markdown.slice(start, end < 0 ? undefined : end).matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

const RANK = ['resource ', 'dataProvider.', 'authProvider.', 'app code '];
const rank = (caller: string) => {
  const found = RANK.findIndex((r) => caller.startsWith(r));
  return found < 0 ? RANK.length : found;
};

const OPERATIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'];

/** One `resource <name> (<operations>)` per resource, its operations on every path of the row together. */
function mergeResources(callers: readonly string[]): string[] {
  const ops = new Map<string, Set<string>>();
  const others = callers.filter((caller) => {
    const m = /^resource (\S+) \((.+)\)$/.exec(caller);
    if (!m) return true;
    const set = ops.get(m[1]) ?? new Set<string>();
    m[2].split(', ').forEach((op) => set.add(op));
    ops.set(m[1], set);
    return false;
  });
  const resources = [...ops].map(
    ([name, set]) => `resource ${name} (${OPERATIONS.filter((o) => set.has(o)).join(', ')})`,
  );
  return [...resources, ...others];
}

/** The callers of endpoints as a cell, or the row's reason why nothing calls them. */
function usedBy(endpoints: readonly Endpoint[], previous: readonly string[]): string {
  const callers = mergeResources([...new Set(endpoints.flatMap((e) => [...e.callers]))]).sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  if (callers.length) return callers.join('; ');
  const reason = previous.find((u) => u.startsWith('not called: '));
  return reason ?? NO_REASON;
}

const tableRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/**
 * The document as the code says it should read: the spec rows' "Used by" cells, the paths and the
 * permissions this project chose. `permissions` maps each permission the code checks to where.
 */
export async function renderCoverage(
  markdown: string,
  endpoints: readonly Endpoint[],
  permissions: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<string> {
  const lines = markdown.split('\n');
  const named = new Set<Endpoint>();
  for (const row of specRows(markdown)) {
    if (!row.path) continue;
    const matched = rowEndpoints(row, endpoints);
    if (!row.ours) matched.forEach((e) => named.add(e));
    const cells = [...row.cells];
    cells[2] = usedBy(matched, row.users);
    lines[row.line - 1] = tableRow(cells);
  }
  let text = lines.join('\n');

  const previous = new Map(choiceRows(text).map((r) => [r.path, r.users]));
  const choices = endpoints
    .filter((e) => !named.has(e))
    .sort((a, b) => written(a.path).localeCompare(written(b.path)))
    .map((e) => {
      const verbs = VERB_ORDER.filter((v) => e.verbs.has(v)).join(', ') || '—';
      return tableRow([verbs, `\`${written(e.path)}\``, usedBy([e], previous.get(e.path) ?? [])]);
    });
  text = replaceBlock(text, PATHS_START, PATHS_END, [
    '| Method(s) | Path | Used by |',
    '| --- | --- | --- |',
    ...choices,
  ]);

  const spec = new Set(specPermissions(text));
  const ownPermissions = [...permissions.keys()]
    .filter((p) => !spec.has(p))
    .sort()
    .map((p) => tableRow([`\`${p}\``, [...(permissions.get(p) ?? [])].sort().join('; ')]));
  text = replaceBlock(text, PERMISSIONS_START, PERMISSIONS_END, [
    '| Permission | Checked by |',
    '| --- | --- |',
    ...ownPermissions,
  ]);

  const config = await resolveConfig(join(ROOT, DOC));
  return format(text, { ...config, parser: 'markdown' });
}

function replaceBlock(text: string, start: string, end: string, body: readonly string[]): string {
  const [from, to] = sectionLines(text, start, end);
  const lines = text.split('\n');
  lines.splice(from + 1, to - from - 1, '', ...body, '');
  return lines.join('\n');
}

/** The document `current` rewritten from the code as it is now. */
export async function coverageDocument(current: string): Promise<string> {
  return renderCoverage(current, appEndpoints(), permissionsInCode());
}
