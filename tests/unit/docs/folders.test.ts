// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPaths, ROOT } from '../../support/repoFiles';

/**
 * The folder tables of docs/architecture.md ("Folders") and README.md ("Folder layout") match the
 * folders: every top-level folder, every folder of `src/` and of `tests/`, and every feature of
 * `src/features/` has its row (a feature, its name in backticks in the `src/features/` row; a
 * folder of `tests/`, `name/` in the `tests/` row), and nothing they name is missing.
 */

const TABLES = [
  { file: 'docs/architecture.md', heading: '## Folders' },
  { file: 'README.md', heading: '## Folder layout' },
];

const folders = repoPaths().filter((p) => p.endsWith('/'));
const childrenOf = (parent: string) =>
  folders.filter((f) => f.startsWith(parent) && /^[^/]+\/$/.test(f.slice(parent.length)));

interface FolderRow {
  /** The folders of the first cell (`src/features/<domain>/` → `src/features/`). */
  folders: string[];
  /** The backticked words of the rest of the row. */
  words: string[];
}

/** The rows of the table under `heading` (its first table). */
export function folderRows(markdown: string, heading: string): FolderRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return [];
  const rows: FolderRow[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#/.test(line)) break;
    if (!line.startsWith('|')) {
      if (rows.length) break;
      continue;
    }
    const [first = '', ...rest] = line.replace(/^\||\|\s*$/g, '').split('|');
    const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const named = ticked(first).map((f) => f.replace(/<[^>]+>\/$/, ''));
    if (named.length) rows.push({ folders: named, words: ticked(rest.join('|')) });
  }
  return rows;
}

/** What a folder table lacks and what it names that does not exist. */
export function tableProblems(rows: readonly FolderRow[]): string[] {
  const named = rows.flatMap((r) => r.folders);
  const rowOf = (folder: string) => rows.find((r) => r.folders.includes(folder));
  const expected = [...childrenOf(''), ...childrenOf('src/')].filter((f) => f !== 'src/');
  const problems = [
    ...expected.filter((f) => !named.includes(f)).map((f) => `no row for ${f}`),
    ...named
      .filter((f) => !folders.includes(f.endsWith('/') ? f : `${f}/`))
      .map((f) => `${f} does not exist`),
  ];
  const within = (parent: string, wordOf: (folder: string) => string, pattern: RegExp) => {
    const row = rowOf(parent);
    if (!row) return;
    const children = childrenOf(parent).map((c) => wordOf(c.slice(parent.length)));
    for (const child of children)
      if (!row.words.includes(child)) problems.push(`${parent} row lacks ${child}`);
    for (const word of row.words.filter((w) => pattern.test(w) && !children.includes(w))) {
      problems.push(`${parent} row names ${word}, which does not exist`);
    }
  };
  within('src/features/', (c) => c.replace(/\/$/, ''), /^[a-z][a-z-]*$/);
  within('tests/', (c) => c, /^[a-z][a-z-]*\/$/);
  return problems;
}

describe('the folder tables', () => {
  it.each(TABLES)('of $file name every folder that exists and none that does not', ({ file, heading }) => {
    const rows = folderRows(readFileSync(join(ROOT, file), 'utf8'), heading);
    expect(rows.length).toBeGreaterThan(8);
    expect(tableProblems(rows)).toEqual([]);
  });

  it('fail on a missing folder, a folder that does not exist, a missing feature and a stale one', () => {
    const table = [
      '## Folders',
      '',
      '| folder | what |',
      '| --- | --- |',
      '| `src/gone/` | nothing |',
      '| `src/features/<domain>/` | `account`, `elsewhere`, `api.ts` |',
      '| `tests/` | `unit/`, `e2e/` |',
    ].join('\n');
    const problems = tableProblems(folderRows(table, '## Folders'));
    expect(problems).toEqual(
      expect.arrayContaining([
        'no row for src/app/',
        'no row for resources/',
        'src/gone/ does not exist',
        'src/features/ row lacks customer',
        'src/features/ row names elsewhere, which does not exist',
        'tests/ row lacks component/',
      ]),
    );
    expect(problems.join('\n')).not.toMatch(/api\.ts|account|unit\//);
  });
});
