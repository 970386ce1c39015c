import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The repository's own files (what `.gitignore` and dot-folders leave), and the prose that names
 * them: the comments of source files and the text of markdown files. The docs tests check that
 * what the prose names exists.
 */

/** The repository's root folder (no `URL` object: under jsdom it is not Node's). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `.gitignore`'s patterns as tests on a path from the root (`dist-*\/`, `tests/e2e/artifacts/`). */
function ignoredPatterns(): RegExp[] {
  return readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const body = line.replace(/\/$/, '').replace(/^\//, '');
      const glob = body.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
      // A pattern with a slash in it is anchored at the root; one without matches any path part.
      return new RegExp(body.includes('/') ? `^${glob}(/|$)` : `(^|/)${glob}(/|$)`);
    });
}

const IGNORED = ignoredPatterns();

/** Whether git leaves this path (from the root) out. */
export function isIgnored(path: string): boolean {
  return path.split('/').some((part) => part.startsWith('.')) || IGNORED.some((re) => re.test(path));
}

/** Every file and folder of the repository, as paths from its root (folders end with `/`). */
export function repoPaths(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules' || isIgnored(path)) return [];
    return entry.isDirectory() ? [`${path}/`, ...repoPaths(path)] : [path];
  });
}

/** The files under `dir` whose path matches `pattern`. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return repoPaths(dir).filter((p) => !p.endsWith('/') && pattern.test(p));
}

/** The comments of a TypeScript or JavaScript source, each with the line it starts on. */
export function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const kind = /\.[cm]?jsx?$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, ts.CommentRange>();
  const collect = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => seen.set(r.pos, r));
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return [...seen.values()].map((r) => ({
    line: sf.getLineAndCharacterOfPosition(r.pos).line + 1,
    text: text.slice(r.pos, r.end),
  }));
}

/** Markdown's prose and code, each line on its own, with fenced code marked. */
export function markdownLines(text: string): { line: number; text: string; code: boolean }[] {
  let code = false;
  return text.split('\n').map((line, index) => {
    if (/^\s*```/.test(line)) code = !code;
    return { line: index + 1, text: line, code };
  });
}
