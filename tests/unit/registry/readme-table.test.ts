// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { resolvePath } from '../../../dataProvider/config';

const README = resolve(process.cwd(), 'README.md');
const START = '<!-- resource-table:start -->';
const END = '<!-- resource-table:end -->';

/** The README's resource table, built from the registry (name, path, operations, fields, permissions). */
function resourceTable(): string {
  const rows = [...resources]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => {
      const fields = r.fieldInfo.map((f) => f.name).join(', ');
      const access = [...new Set(Object.values(r.access ?? {}).flat())].join(', ') || '—';
      const section = r.menu ? r.menu.section : '—';
      return `| \`${r.name}\` | \`${resolvePath(r.api.path)}\` | ${section} | ${r.operations.join(', ')} | ${access} | ${fields} |`;
    });
  return [
    '| resource | API path | menu | operations | permissions | fields |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

describe('README resource table', () => {
  it('lists every registered resource as the registry declares it (UPDATE_README=1 rewrites it)', () => {
    const text = readFileSync(README, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${START}\n${resourceTable()}\n${END}`;
    const actual = text.slice(start, end + END.length);
    if (process.env.UPDATE_README === '1' && actual !== expected) {
      writeFileSync(README, text.replace(actual, expected));
      return;
    }
    expect(actual).toBe(expected);
  });
});
