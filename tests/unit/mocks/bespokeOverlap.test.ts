// @vitest-environment node
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../../src/mocks/db';
import { createContext, type BespokeHandlers } from '../../../src/mocks/routing';

// The dispatcher takes the first handler that answers: two bespoke files answering the same method
// and path would make the answer depend on the order of their file names.
const modules = import.meta.glob<BespokeHandlers>('../../../src/mocks/bespoke/*.ts', {
  eager: true,
  import: 'default',
});

function routeOf(handler: HttpHandler): string {
  const { method, path } = handler.info as { method: unknown; path: unknown };
  return `${String(method)} ${String(path)}`;
}

describe('bespoke demo handlers', () => {
  it('no two files answer the same method and path', () => {
    const context = createContext(createDb({ customerCount: 2 }));
    const owners = new Map<string, string[]>();
    for (const [file, make] of Object.entries(modules))
      for (const route of new Set(make(context).map(routeOf)))
        owners.set(route, [...(owners.get(route) ?? []), file]);
    expect(owners.size).toBeGreaterThan(50);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
