// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { createDataProvider } from '../../../dataProvider';
import { resources } from '../../../resources';
import type { Operation } from '../../../resources/core/define';
import { appEndpoints } from '../../support/apiCalls';
import { ROOT } from '../../support/repoFiles';
import {
  absolute,
  choiceRows,
  DOC,
  endpointsOf,
  rowEndpoints,
  NO_REASON,
  parseRows,
  PERMISSIONS_END,
  PERMISSIONS_START,
  renderCoverage,
  type Row,
  sectionLines,
  specPermissions,
  specRows,
} from '../../support/apiCoverage';
import { permissionsInCode, permissionsNamedIn } from '../../support/permissionsInCode';

/**
 * docs/api-coverage.md against the code: every path the app calls is listed with what calls it,
 * every named caller exists, nothing is "to come", and the paths and permissions the spec does not
 * name are all in "This project's choices". `UPDATE_DOCS=1` rewrites what the code decides.
 */

/** The spec lives beside the repository; a checkout without it keeps the doc's own copy. */
const SPEC_FILE = resolve(ROOT, '../shared/spec/SPEC.md');
const spec = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : undefined;
const specSection = (n: number) => spec?.slice(spec.indexOf(`## ${n}.`), spec.indexOf(`## ${n + 1}.`));

const endpoints = appEndpoints();
const permissions = permissionsInCode();
const dataProvider = createDataProvider(resources, axios.create()) as unknown as Record<string, unknown>;
const authProvider = createAuthProvider({ client: axios.create() }) as unknown as Record<string, unknown>;
const byName = new Map(resources.map((r) => [r.name, r]));

/** Why a user of a row is not acceptable, or undefined when it is. */
function problemOf(user: string, row: Pick<Row, 'path'>): string | undefined {
  if (user === NO_REASON) return 'says "not called" without why';
  if (/^not called: \S/.test(user)) return undefined;
  let m = /^resource ([a-z0-9-]+) \(([a-z, ]+)\)$/.exec(user);
  if (m) {
    const def = byName.get(m[1]);
    if (!def) return `resource "${m[1]}" is not registered`;
    const unknown = m[2]
      .split(',')
      .map((op) => op.trim())
      .filter((op) => !def.operations.includes(op as Operation));
    if (unknown.length) return `resource "${def.name}" does not declare ${unknown.join(', ')}`;
    const own = absolute(def.api.path);
    if (row.path && row.path !== own && !row.path.startsWith(`${own}/`)) {
      return `path ${row.path} is not under ${def.api.path}`;
    }
    return undefined;
  }
  m = /^(dataProvider|authProvider)\.(\w+)$/.exec(user);
  if (m) {
    const provider = m[1] === 'dataProvider' ? dataProvider : authProvider;
    return typeof provider[m[2]] === 'function' ? undefined : `no ${user}`;
  }
  m = /^(\w+)\(\) in (\S+)$/.exec(user);
  if (m) {
    const file = resolve(ROOT, m[2]);
    const exported = new RegExp(`export (async )?function ${m[1]}\\b|export const ${m[1]}\\b`);
    return existsSync(file) && exported.test(readFileSync(file, 'utf8'))
      ? undefined
      : `${m[2]} exports no ${m[1]}`;
  }
  m = /^app code (\S+)$/.exec(user);
  if (m) return existsSync(resolve(ROOT, m[1])) ? undefined : `no file ${m[1]}`;
  return `unknown user "${user}"`;
}

/** Every row's problems, as `line n: problem`. */
function rowProblems(markdown: string): string[] {
  return [...specRows(markdown), ...choiceRows(markdown)].flatMap((row) => {
    const found: string[] = [];
    if (!row.cells[0]) found.push('no method');
    if (!row.written) found.push('no path');
    if (row.users.length === 0) found.push('no user');
    for (const user of row.users) {
      const problem = problemOf(user, row);
      if (problem) found.push(problem);
    }
    return found.map((p) => `line ${row.line}: ${p}`);
  });
}

/** The app's paths that no row lists. */
function missingPaths(markdown: string): string[] {
  const listed = new Set(choiceRows(markdown).map((r) => r.path));
  const named = new Set(
    specRows(markdown)
      .filter((r) => r.path && !r.ours)
      .flatMap((r) => rowEndpoints(r, endpoints)),
  );
  return endpoints.filter((e) => !named.has(e) && !listed.has(e.path)).map((e) => e.path);
}

/** Rows of paths the app does not call and the spec does not name. */
function staleRows(markdown: string): string[] {
  const known = new Set(endpoints.map((e) => e.path));
  const ours = specRows(markdown).filter(
    (r) => r.ours && r.path && endpointsOf(r.path, endpoints).length === 0,
  );
  const choices = choiceRows(markdown).filter((r) => !r.path || !known.has(r.path));
  return [...ours, ...choices].map((r) => `line ${r.line}: ${r.written}`);
}

/** Lines that promise a later issue instead of naming a caller. */
function markers(markdown: string): string[] {
  return markdown.split('\n').filter((line) => /to come/i.test(line));
}

/** The permissions of the doc's own list. */
function choicePermissions(markdown: string): string[] {
  return parseRows(markdown, ...sectionLines(markdown, PERMISSIONS_START, PERMISSIONS_END)).map((r) =>
    r.cells[0].replace(/`/g, ''),
  );
}

describe(`the API coverage document (${DOC})`, () => {
  const file = resolve(ROOT, DOC);
  const text = readFileSync(file, 'utf8');

  it('reads as the code says: callers, paths and permissions the spec does not name (UPDATE_DOCS=1 rewrites it)', async () => {
    const expected = await renderCoverage(text, endpoints, permissions);
    if (process.env.UPDATE_DOCS === '1' && text !== expected) writeFileSync(file, expected);
    else expect(text).toBe(expected);
  });

  it('has no "to come" marker', () => {
    expect(markers(text)).toEqual([]);
  });

  it('names on every row a method, a path and callers that exist, or why nothing calls it', () => {
    expect(specRows(text).length + choiceRows(text).length).toBeGreaterThan(250);
    expect(rowProblems(text)).toEqual([]);
  });

  it('lists every path the app calls: dataProvider/paths.ts, every resource with its export, the authProvider', () => {
    expect(endpoints.length).toBeGreaterThan(250);
    expect(missingPaths(text)).toEqual([]);
  });

  it('has no stale row: a path the app does not call is a path the spec names', () => {
    expect(staleRows(text)).toEqual([]);
    // Each path of a spec row stands in spec §7 (every part but its parameters).
    const section = specSection(7) ?? text;
    const unnamed = specRows(text)
      .filter((r) => r.path && !r.ours)
      .filter((r) =>
        r.written
          .replace(/`/g, '')
          .split('/')
          .some((part) => part && !part.startsWith('{') && !section.includes(part)),
      )
      .map((r) => r.written);
    expect(unnamed).toEqual([]);
  });

  it("lists every permission the code checks either as the spec's (§6) or as this project's choice", () => {
    const own = choicePermissions(text);
    const fromSpec = specPermissions(text);
    expect(fromSpec).toHaveLength(11);
    const unlisted = [...permissions.keys()].filter((p) => !own.includes(p) && !fromSpec.includes(p));
    expect(unlisted).toEqual([]);
    expect(own.filter((p) => !permissions.has(p))).toEqual([]);
    expect(own).toEqual(expect.arrayContaining(['user_view.phone', 'setting.official']));
    // The doc's copy of §6 is the spec's own list.
    const section6 = specSection(6);
    if (section6) expect([...permissionsNamedIn(section6, fromSpec)]).toEqual(fromSpec);
  });

  it('fails on a stale row, a missing path, a "to come" marker and a caller that does not exist', () => {
    const lines = text.split('\n');
    const exportRow = choiceRows(text).find((r) => r.written === '`/plugin/house/admin/goods/export`');
    expect(exportRow).toBeDefined();
    lines[(exportRow?.line ?? 0) - 1] = '| GET | `gone/away` | dataProvider.nope |';
    const broken = lines.join('\n');
    expect(missingPaths(broken)).toEqual(['/plugin/house/admin/goods/export']);
    expect(staleRows(broken)).toEqual([expect.stringContaining('gone/away')]);
    expect(rowProblems(broken)).toEqual([expect.stringContaining('no dataProvider.nope')]);
    expect(markers(`${broken}\n| GET | \`x\` | bespoke page, issue to come |`)).toHaveLength(1);
    const [row] = parseRows(
      '| GET | `x` | resource nope (list); somebody; not called: ?; streamAiText() in dataProvider/index.ts | |',
    );
    expect(row.users.map((u) => problemOf(u, row))).toEqual([
      'resource "nope" is not registered',
      'unknown user "somebody"',
      'says "not called" without why',
      'dataProvider/index.ts exports no streamAiText',
    ]);
  });
});
