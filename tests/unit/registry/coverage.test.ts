import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { createDataProvider } from '../../../dataProvider';
import { resources } from '../../../resources';
import type { Operation } from '../../../resources/core/define';

const ROOT = resolve(__dirname, '../../..');
const DOC = 'docs/api-coverage.md';
const LOVE_ADMIN_PREFIX = '/plugin/love/admin/';
const BESPOKE = 'bespoke page, issue to come';

interface Row {
  line: number;
  methods: string;
  path: string;
  users: string[];
}

/** The rows of every table of the coverage document (header and separator rows left out). */
function parseCoverage(markdown: string): Row[] {
  const rows: Row[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (!text.startsWith('|')) return;
    const cells = text
      .replace(/^\|/, '')
      .replace(/\|\s*$/, '')
      .split('|')
      .map((c) => c.trim());
    if (cells[0] === 'Method(s)' || /^-+$/.test(cells[0])) return;
    const [methods = '', path = '', used = ''] = cells;
    rows.push({
      line: index + 1,
      methods,
      path: path.replace(/`/g, ''),
      users: used
        .split(';')
        .map((u) => u.trim())
        .filter((u) => u !== ''),
    });
  });
  return rows;
}

/** A spec path as the API sees it: relative paths live under the love plugin's admin prefix. */
function absolute(path: string): string {
  return path.startsWith('/') || path.startsWith('(') ? path : `${LOVE_ADMIN_PREFIX}${path}`;
}

const dataProvider = createDataProvider(resources, axios.create()) as unknown as Record<string, unknown>;
const authProvider = createAuthProvider({ client: axios.create() }) as unknown as Record<string, unknown>;
const byName = new Map(resources.map((r) => [r.name, r]));

/** Why a user of a row is not acceptable, or undefined when it is. */
function problemOf(user: string, row: Row): string | undefined {
  if (user === BESPOKE) return undefined;
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
    const path = absolute(row.path);
    if (path !== own && !path.startsWith(`${own}/`)) return `path ${row.path} is not under ${def.api.path}`;
    return undefined;
  }
  m = /^dataProvider\.(\w+)$/.exec(user);
  if (m) return typeof dataProvider[m[1]] === 'function' ? undefined : `no dataProvider.${m[1]}`;
  m = /^authProvider\.(\w+)$/.exec(user);
  if (m) return typeof authProvider[m[1]] === 'function' ? undefined : `no authProvider.${m[1]}`;
  m = /^app code (\S+)$/.exec(user);
  if (m) return existsSync(resolve(ROOT, m[1])) ? undefined : `no file ${m[1]}`;
  return `unknown user "${user}"`;
}

describe(`the API coverage table (${DOC})`, () => {
  const rows = parseCoverage(readFileSync(resolve(ROOT, DOC), 'utf8'));

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it('names a method, a path and at least one known user on every row', () => {
    const problems = rows.flatMap((row) => {
      const found: string[] = [];
      if (!row.methods) found.push('no method');
      if (!row.path) found.push('no path');
      if (row.users.length === 0) found.push('no user');
      for (const user of row.users) {
        const problem = problemOf(user, row);
        if (problem) found.push(problem);
      }
      return found.map((p) => `line ${row.line}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('lists the path of every registered resource, used by that resource', () => {
    const missing = resources
      .filter(
        (def) =>
          !rows.some(
            (row) =>
              absolute(row.path) === absolute(def.api.path) &&
              row.users.some((u) => u.startsWith(`resource ${def.name} (`)),
          ),
      )
      .map((def) => `${def.name} (${def.api.path})`);
    expect(missing).toEqual([]);
  });

  it('rejects a row with an unknown user or an unregistered resource', () => {
    const [bad] = parseCoverage('| GET | `x` | resource nope (list); somebody | |');
    expect(bad.users.map((u) => problemOf(u, bad))).toEqual([
      'resource "nope" is not registered',
      'unknown user "somebody"',
    ]);
  });
});
