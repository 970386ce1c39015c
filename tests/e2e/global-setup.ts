import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startNginx } from '../../deploy/standalone.mjs';
import { repoPath, viteBuild } from '../support/e2e/build.mjs';
import { freePort, startStaticServer } from '../support/e2e/static-server.mjs';

/** The e2e files that use the API build (`apiDeployment()` of tests/support/e2e/deployment.ts): it is built only when one runs. */
const API_BUILD_FILES: ReadonlySet<string> = new Set([
  'api-build.e2e.ts',
  'build-without-demo.e2e.ts',
  'concurrency.e2e.ts',
  'demo-clock.e2e.ts',
  'deploy.e2e.ts',
  'faults.e2e.ts',
  'logout-storage.e2e.ts',
  'missed-calls.e2e.ts',
  'phone-search.e2e.ts',
  'profile.e2e.ts',
  'recharge.e2e.ts',
  'roles.e2e.ts',
  'socket.e2e.ts',
]);
const HOST = '127.0.0.1';

/** The test files of this run (all of them, or those named on the command line). */
async function filesToRun(project: TestProject): Promise<string[]> {
  // vitest keeps the command line's file filters on an internal field; without it, assume all files.
  const pattern: unknown = Reflect.get(project.vitest, 'filenamePattern');
  const filters = Array.isArray(pattern) ? pattern.filter((p): p is string => typeof p === 'string') : [];
  return (await project.globTestFiles(filters)).testFiles;
}

/** The port of the `http://127.0.0.1:<port>` API origin an existing API build was made for. */
async function bakedApiPort(dist: string): Promise<number | undefined> {
  const assets = join(dist, 'assets');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(assets)) return undefined;
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const match = /["'`]http:\/\/127\.0\.0\.1:(\d+)["'`/]/.exec(await readFile(join(assets, file), 'utf8'));
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * The API build behind nginx, as deployed (deploy/nginx.conf): the demo server on a free port, the
 * bundle built once for the nginx origin (`VITE_API_BASE_URL`), nginx serving it and proxying the
 * API, and the same bundle on a plain static server too (a cross-origin page calling the API).
 */
async function startApiDeployment(skipBuild: boolean) {
  const out = process.env.E2E_API_DIST ?? repoPath('dist-api');
  const preferred = skipBuild ? await bakedApiPort(out) : undefined;
  const port = await freePort(HOST, preferred);
  const origin = `http://${HOST}:${port}`;
  // Loaded only when needed: runs without an API file do not depend on the demo server's code.
  const { buildDemoServer, startDemoServer } = await import('../support/e2e/demo-server.mjs');
  // The app's bundle and the demo server's, side by side (each build leaves a core mostly idle).
  const [dist] = await Promise.all([
    preferred === port ? out : viteBuild({ apiBaseUrl: origin, outDir: process.env.E2E_API_DIST }),
    buildDemoServer(),
  ]);
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => undefined);
  };
  try {
    const demoServer = await startDemoServer({ port: await freePort(HOST) });
    closers.push(() => demoServer.close());
    const nginx = await startNginx({ appRoot: dist, apiUpstream: new URL(demoServer.url).host, port });
    closers.push(() => nginx.close());
    const crossOrigin = await startStaticServer({ root: dist });
    closers.push(() => crossOrigin.close());
    console.log(`e2e: API build ${dist} behind nginx at ${nginx.url}, demo server ${demoServer.url}`);
    const deployment = {
      origin,
      deployURL: nginx.url,
      crossOriginURL: crossOrigin.url,
      demoServerURL: demoServer.url,
      dist,
    };
    return { deployment, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Builds the demo app once (skipped with E2E_SKIP_BUILD=1 when dist/ exists; E2E_DIST serves another
 * folder as is), serves it under /blind/admin-view/ on a free port and hands the URL to the tests.
 * When a file of API_BUILD_FILES runs, also builds and deploys the API build once for all of them
 * (E2E_API_DIST: its folder, default dist-api/; E2E_SKIP_BUILD=1 reuses it when its port is free).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const skipBuild = process.env.E2E_SKIP_BUILD === '1';
  const custom = process.env.E2E_DIST;
  const demoRoot = async () => {
    if (custom) return custom;
    return skipBuild && existsSync(repoPath('dist/index.html')) ? repoPath('dist') : viteBuild();
  };
  const needsApi = (await filesToRun(project)).some((file) => API_BUILD_FILES.has(basename(file)));
  // The demo build and the API deployment (its own build) side by side; when one fails, what the
  // other started is closed before the error goes on.
  const [demo, api] = await Promise.allSettled([
    demoRoot().then(async (root) => ({ root, server: await startStaticServer({ root }) })),
    needsApi ? startApiDeployment(skipBuild) : Promise.resolve(undefined),
  ]);
  if (demo.status === 'rejected' || api.status === 'rejected') {
    if (demo.status === 'fulfilled') await demo.value.server.close();
    if (api.status === 'fulfilled') await api.value?.close();
    throw [demo, api].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))[0];
  }
  const { root, server } = demo.value;
  console.log(`e2e: serving ${root} at ${server.url}`);
  project.provide('baseURL', server.url);
  project.provide('apiDeployment', api.value?.deployment ?? null);
  return async () => {
    await api.value?.close();
    await server.close();
  };
}
