/** Helpers shared by the i18n tests: walk converted (i18next) catalogues. */
import type { ResourceDefinition } from '../../resources/core/define';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Every message of a tree as `[dotted key, text]`, plural forms (`_one`, `_other`) kept apart. */
export function entries(tree: unknown, prefix = ''): [string, string][] {
  if (!isTree(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : entries(value, path);
  });
}

/** A message key without its plural suffix: `name_one` and `name_other` are the message `name`. */
export const baseKey = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** The message keys of a tree (plural forms folded into one key), sorted. */
export function messageKeys(tree: unknown): string[] {
  return [...new Set(entries(tree).map(([key]) => baseKey(key)))].sort();
}

/** Keys of `from` that `to` lacks. */
export function missingKeys(from: unknown, to: unknown): string[] {
  const present = new Set(messageKeys(to));
  return messageKeys(from).filter((key) => !present.has(key));
}

/** The subtree at a dotted path (segments may contain no dot). */
export function subtree(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, segment) => (isTree(node) ? node[segment] : undefined), tree);
}

/** Whether a message exists at a path, as a plain key or as plural forms. */
export function hasMessage(tree: unknown, path: readonly string[]): boolean {
  const parent = subtree(tree, path.slice(0, -1));
  if (!isTree(parent)) return false;
  const last = path[path.length - 1];
  return [last, `${last}_one`, `${last}_other`].some((key) => typeof parent[key] === 'string');
}

/** The interpolation variables of an i18next message (`{{x}}`). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)].map((m) => m[1]);
}

/** Every label key a registry implies (name, fields, enum choices, sections), as paths under the root. */
export function impliedKeys(resources: readonly ResourceDefinition[]): string[][] {
  return resources.flatMap((resource) => {
    const root = ['resources', resource.name];
    const sections = [...(resource.form?.sections ?? []), ...(resource.show?.sections ?? [])];
    return [
      [...root, 'name'],
      ...resource.fieldInfo.map((info) => [...root, 'fields', info.name]),
      ...resource.fieldInfo.flatMap((info) =>
        (info.choices ?? []).map((value) => [...root, 'enums', info.name, String(value)]),
      ),
      ...sections.map((section) => [...root, 'sections', section.key]),
    ];
  });
}
