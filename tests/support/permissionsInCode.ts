import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { resources } from '../../resources';
import { filesUnder, ROOT } from './repoFiles';

/**
 * Every permission string the app checks, with where: the registry's resources (each operation's
 * `access` and the fields' `permission`), and in `src/` every string that reaches a check — an
 * `access` or `permission` property or JSX attribute (pages, lists, notices, `IfAction`), an
 * argument of `can`, `canAction`, `useCanAction`…, a constant named `…PERMISSION…`/`…ACCESS…` —
 * followed through the constants it is read from. The demo API and its accounts grant permissions
 * rather than check them and are left out.
 */

/** Files that hold permission strings without checking them. */
const GRANTS = ['src/mocks/'];
/** Functions whose arguments are permissions. */
const CHECKS = /^(can|canAction|canActionOn|useCanAction|useCanAccess|hasPermission)$/;
/** Properties, JSX attributes and constant names that hold permissions. */
const HOLDERS = /^(access|permission|permissions)$/;
const HOLDER_CONSTANTS = /PERMISSION|ACCESS/;

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(
      file,
      readFileSync(join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    parsed.set(file, sf);
  }
  return sf;
}

/** The declaration of `name` in a file, or in the file it imports `name` from. */
function declarationOf(
  sf: ts.SourceFile,
  name: string,
): { sf: ts.SourceFile; init: ts.Expression } | undefined {
  let found: { sf: ts.SourceFile; init: ts.Expression } | undefined;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) {
      found = { sf, init: n.initializer };
    }
    if (
      ts.isImportDeclaration(n) &&
      ts.isStringLiteral(n.moduleSpecifier) &&
      n.moduleSpecifier.text.startsWith('.')
    ) {
      const named = n.importClause?.namedBindings;
      const el =
        named && ts.isNamedImports(named) ? named.elements.find((e) => e.name.text === name) : undefined;
      const base = join(dirname(sf.fileName), n.moduleSpecifier.text);
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => existsSync(join(ROOT, f)));
      if (el && target) found = declarationOf(parse(target), (el.propertyName ?? el.name).text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** The strings an expression can hold, read through constants, arrays, objects and branches. */
function stringsOf(sf: ts.SourceFile, e: ts.Node, depth = 0): string[] {
  if (depth > 6) return [];
  const next = (x: ts.Node) => stringsOf(sf, x, depth + 1);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isArrayLiteralExpression(e)) return e.elements.flatMap(next);
  if (ts.isObjectLiteralExpression(e)) {
    return e.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? next(p.initializer) : []));
  }
  if (ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e))
    return next(e.expression);
  if (ts.isSpreadElement(e) || ts.isJsxExpression(e)) return e.expression ? next(e.expression) : [];
  if (ts.isConditionalExpression(e)) return [...next(e.whenTrue), ...next(e.whenFalse)];
  if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) return next(e.expression);
  if (ts.isCallExpression(e)) return e.arguments.flatMap(next);
  if (ts.isIdentifier(e)) {
    const decl = declarationOf(sf, e.text);
    return decl ? stringsOf(decl.sf, decl.init, depth + 1) : [];
  }
  return [];
}

/** Permission → where it is checked (`resource <name>` or a file). */
export function permissionsInCode(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (permission: string, where: string) => {
    const set = found.get(permission) ?? new Set<string>();
    set.add(where);
    found.set(permission, set);
  };
  for (const def of resources) {
    for (const list of Object.values(def.access ?? {})) list?.forEach((p) => add(p, `resource ${def.name}`));
    for (const field of def.fieldInfo) {
      if (field.meta.permission) add(field.meta.permission, `resource ${def.name}`);
    }
  }
  const known = new Set(found.keys());
  const isPermission = (s: string) => known.has(s) || /^[a-z_]+(\.[a-z_]+)+$/.test(s);
  for (const file of filesUnder('src', /\.tsx?$/)) {
    if (GRANTS.some((g) => file.startsWith(g))) continue;
    const sf = parse(file);
    const take = (e: ts.Node) =>
      stringsOf(sf, e)
        .filter(isPermission)
        .forEach((p) => add(p, file));
    const visit = (n: ts.Node): void => {
      const name = (x: ts.Node | undefined) =>
        x && (ts.isIdentifier(x) || ts.isStringLiteral(x)) ? x.text : '';
      if (ts.isPropertyAssignment(n) && HOLDERS.test(name(n.name))) take(n.initializer);
      if (ts.isJsxAttribute(n) && HOLDERS.test(name(n.name)) && n.initializer) take(n.initializer);
      if (ts.isVariableDeclaration(n) && n.initializer && HOLDER_CONSTANTS.test(name(n.name)))
        take(n.initializer);
      if (ts.isCallExpression(n)) {
        const callee = ts.isPropertyAccessExpression(n.expression) ? n.expression.name : n.expression;
        if (CHECKS.test(name(callee))) n.arguments.forEach(take);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return found;
}

/** The permission strings a text names as whole words (`user_view` in `user_view.phone` does not count). */
export function permissionsNamedIn(text: string, candidates: Iterable<string>): Set<string> {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new Set(
    [...candidates].filter((p) => new RegExp(`(?<![\\w.])${escape(p)}(?![\\w]|\\.\\w)`).test(text)),
  );
}
