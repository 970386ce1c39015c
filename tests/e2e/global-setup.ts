import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { repoPath, viteBuild } from './support/build.mjs';
import { startStaticServer } from './support/static-server.mjs';

/**
 * Builds the demo app once (skipped with E2E_SKIP_BUILD=1 when dist/ exists; E2E_DIST serves another
 * folder as is), serves it under /blind/admin-view/ on a free port and hands the URL to the tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const custom = process.env.E2E_DIST;
  let root: string;
  if (custom) {
    root = custom;
  } else {
    const skip = process.env.E2E_SKIP_BUILD === '1' && existsSync(repoPath('dist/index.html'));
    root = skip ? repoPath('dist') : await viteBuild();
  }
  const server = await startStaticServer({ root });
  console.log(`e2e: serving ${root} at ${server.url}`);
  project.provide('baseURL', server.url);
  return async () => {
    await server.close();
  };
}
