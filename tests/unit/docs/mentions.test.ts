// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, isIgnored, markdownLines, repoPaths, ROOT } from '../../support/repoFiles';

/**
 * No comment or document names a file that does not exist. Read: the comments of every source file
 * and the whole of every markdown file in the source folders, the docs and README.md. A mention is a
 * path from the root (`src/platform/routes.ts`, `tests/e2e/`, `i18n/resources/*.ts` up to its
 * wildcard), a path relative to the file (`./x.ts`, outside code samples), a shorter path ending a
 * real one (`list/PlainRow.tsx`) or a file name (`LoginForm.tsx`). Addresses (`/plugin/love/admin/x`,
 * `https://…`), package names (`@mui/material/styles`) and API paths without an extension
 * (`customer/allocate`) are not file names and are left alone.
 */

const SCANNED = [
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'i18n',
  'deploy',
  'scripts',
  'tests',
  'docs',
  'bench',
];
const TOP_FILES = [
  'README.md',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.e2e.config.ts',
  'eslint.config.js',
];
const CODE = /\.(tsx?|mts|[cm]?js)$/;
const EXTENSION = /\.(tsx?|mts|[cm]?js|jsx|json|md|html|css|conf|sh|ya?ml)$/;
/**
 * Files named on purpose that the repository does not hold: what a build, a run or a walkthrough
 * makes (README's example resource and page), and the spec beside the repository.
 */
const NOT_IN_REPOSITORY = new Set([
  'version.json',
  'mockServiceWorker.js',
  'bench.json',
  'state.json',
  'SPEC.md',
  'RULES.md',
  'ARCHITECTURE.md',
  'UX.md',
  'resources/meetup.ts',
  'i18n/resources/meetup.ts',
  'src/mocks/seeds/meetup.ts',
  'src/features/settings/LinkToolPage.tsx',
  'blind-admin.conf',
]);
/** Module specifiers resolve with these endings, as the bundler reads them. */
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/'];

const paths = repoPaths();
const known = new Set(paths);
const names = new Set(paths.map((p) => p.replace(/\/$/, '').split('/').pop()));
const topFolders = new Set(paths.filter((p) => /^[^/]+\/$/.test(p)).map((p) => p.slice(0, -1)));

/** Why a word of prose in `from` is a file name that does not exist, or undefined. */
export function problemOf(word: string, from: string, inCodeSample = false): string | undefined {
  const token = word.replace(/[.,;:]+$/, '');
  if (!token || token.startsWith('/') || token.startsWith('@') || NOT_IN_REPOSITORY.has(token))
    return undefined;
  // `x.ts`, `a/b.ts`: a placeholder, not a file.
  if (/(^|\/)[^/.]\.\w+$/.test(token)) return undefined;
  const wildcard = /[*<>{}…]/.exec(token);
  const exists = (path: string) => ENDINGS.some((end) => known.has(`${path.replace(/\/$/, '')}${end}`));
  if (token.startsWith('./') || token.startsWith('../')) {
    if (inCodeSample || wildcard) return undefined;
    const path = normalize(join(dirname(from), token));
    if (path.startsWith('..') || isIgnored(path)) return undefined;
    return exists(path) ? undefined : `${token} does not exist`;
  }
  if (token.includes('/') && topFolders.has(token.split('/')[0])) {
    const path = wildcard ? token.slice(0, wildcard.index).replace(/[^/]*$/, '') : token;
    if (isIgnored(path)) return undefined;
    return exists(path) ? undefined : `${token} does not exist`;
  }
  if (wildcard || !EXTENSION.test(token) || isIgnored(token)) return undefined;
  if (token.includes('/')) {
    return paths.some((p) => p.endsWith(`/${token}`)) ? undefined : `no file ends with ${token}`;
  }
  return names.has(token) ? undefined : `no file is named ${token}`;
}

/**
 * The file mentions of a text that do not exist, with the line of each (from `line`). A relative
 * path in quotes is a code sample's module (`import('./Page')`), relative to the sample's file.
 */
function problemsIn(text: string, from: string, line: number, inCodeSample = false): string[] {
  return [...text.matchAll(/[\w@\-./*<>{}…]+/g)].flatMap((m) => {
    const before = text.slice(0, m.index);
    if (before.endsWith(':')) return []; // host:port/…
    const problem = problemOf(m[0], from, inCodeSample || /['"]$/.test(before));
    return problem
      ? [`${from}:${line + (text.slice(0, m.index).match(/\n/g)?.length ?? 0)}: ${problem}`]
      : [];
  });
}

/** Every mention of a missing file in the scanned comments and documents, as `file:line: problem`. */
function staleMentions(): string[] {
  const files = [
    ...TOP_FILES,
    ...paths.filter((p) => SCANNED.some((dir) => p.startsWith(`${dir}/`)) && !p.endsWith('/')),
  ].filter((p) => CODE.test(p) || p.endsWith('.md'));
  return files.flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    // Parsing is the slow part: a source whose whole text names no missing file has no comment that does.
    if (!file.endsWith('.md') && problemsIn(text, file, 1).length === 0) return [];
    const parts = file.endsWith('.md')
      ? markdownLines(text)
      : commentsOf(file, text).map((c) => ({ ...c, code: false }));
    return parts.flatMap((part) => problemsIn(part.text, file, part.line, part.code));
  });
}

describe('file names in comments and documents', () => {
  it('name files that exist', () => {
    expect(paths.length).toBeGreaterThan(500);
    expect(staleMentions()).toEqual([]);
  });

  it('tell a missing file from an address, a package, an API path and a sample', () => {
    const from = 'src/features/customer/index.ts';
    expect(problemOf('src/registry/pages.ts', from)).toBe('src/registry/pages.ts does not exist');
    expect(problemOf('registry/queryClient.ts', from)).toBe('no file ends with registry/queryClient.ts');
    expect(problemOf('demoAccountsModel.ts', from)).toBe('no file is named demoAccountsModel.ts');
    expect(problemOf('./nowhere.ts', from)).toBe('./nowhere.ts does not exist');
    expect(problemOf('tests/nothing/', from)).toBe('tests/nothing/ does not exist');
    const fine = [
      'src/platform/routes.ts',
      'src/features/<domain>/',
      'i18n/resources/*.ts',
      'list/PlainRow.tsx',
      'App.tsx',
      './index.ts',
      '.demo-data/state.json',
      'dist-api/',
      '/plugin/love/admin/customer',
      'customer/allocate',
      '@mui/material/styles',
      'tests/e2e/artifacts/bench.json',
      'resources/core/define.ts.',
    ];
    expect(fine.filter((word) => problemOf(word, from))).toEqual([]);
    expect(problemsIn('see https://example.com/c/d.ts and http://127.0.0.1:8787/app.js', from, 1)).toEqual(
      [],
    );
    expect(problemsIn("lazyWithReload(() => import('./NoPage'))", from, 1)).toEqual([]);
    expect(problemsIn('a line\nthen `./NoPage.tsx`', from, 10)).toEqual([
      `${from}:11: ./NoPage.tsx does not exist`,
    ]);
    expect(problemOf('./SmsRechargePage', 'README.md', true)).toBeUndefined();
  });
});
