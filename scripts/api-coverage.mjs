#!/usr/bin/env node
// node scripts/api-coverage.mjs — rewrites docs/api-coverage.md from the code: what calls each
// endpoint of spec §7, and the paths and permissions the spec does not name ("This project's
// choices"). The work is done by tests/support/apiCoverage.ts, which
// tests/unit/docs/coverage.test.ts runs to fail on a stale document; this script loads it
// through Vite, as `npm run gen` loads the registry.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DOC = 'docs/api-coverage.md';

/**
 * The document as the code says it should read, in the shape of a target of
 * scripts/gen-registry.mjs (`read` a file, `load` a module of the project).
 * @type {{ path: string, render(tools: { read(path: string): Promise<string>, load(path: string): Promise<unknown> }): Promise<string> }}
 */
export const apiCoverageTarget = {
  path: DOC,
  render: async ({ read, load }) => {
    const coverage = /** @type {{ coverageDocument(text: string): Promise<string> }} */ (
      await load('tests/support/apiCoverage.ts')
    );
    return coverage.coverageDocument(await read(DOC));
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { runnerImport } = await import('vite');
  /** @param {string} path */
  const load = async (path) => (await runnerImport(join(root, path), { root, logLevel: 'error' })).module;
  /** @param {string} path */
  const read = (path) => readFile(join(root, path), 'utf8');
  const current = await read(DOC);
  const text = await apiCoverageTarget.render({ read, load });
  if (text !== current) await writeFile(join(root, DOC), text);
  console.log(`${text === current ? 'unchanged' : 'written  '} ${DOC}`);
}
