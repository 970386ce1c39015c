// Starts the HTTP demo API (`npm run demo:server`'s bundle) for e2e tests and the bench: builds
// dist-demo-server/ when it is missing or older than its sources, then runs it on a port.
// Types: demo-server.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, repoPath } from './build.mjs';

/** The server bundle built by `vite build --config src/mocks/server/vite.config.ts`. */
export const DEMO_SERVER_BUNDLE = repoPath('dist-demo-server/main.js');
const CONFIG = 'src/mocks/server/vite.config.ts';
/** What the bundle is made of: a newer file here means it is stale. */
const SOURCES = ['src/mocks', 'src/platform', 'resources', 'dataProvider', 'package-lock.json'];
const START_TIMEOUT_MS = 60_000;

/** @param {string} path @returns {number} the newest modification time under a file or folder */
function newest(path) {
  // A source that moved away makes the bundle stale.
  if (!existsSync(path)) return Number.POSITIVE_INFINITY;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stats.mtimeMs);
}

/** @param {import('./demo-server.d.mts').BuildDemoServerOptions} [options] */
export async function buildDemoServer({ force = false } = {}) {
  if (!force && existsSync(DEMO_SERVER_BUNDLE)) {
    const built = statSync(DEMO_SERVER_BUNDLE).mtimeMs;
    if (SOURCES.every((source) => newest(repoPath(source)) <= built)) return DEMO_SERVER_BUNDLE;
  }
  /** @type {string[]} */
  const output = [];
  await new Promise((resolveBuild, rejectBuild) => {
    const child = spawn('npx', ['vite', 'build', '--config', CONFIG], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('error', rejectBuild);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolveBuild(undefined)
        : rejectBuild(
            new Error(`demo server build failed (${signal ?? code}):\n${output.join('').slice(-4000)}`),
          ),
    );
  });
  return DEMO_SERVER_BUNDLE;
}

/**
 * Runs the demo API over HTTP and resolves once it accepts connections and its data is ready.
 * @param {import('./demo-server.d.mts').DemoServerOptions} [options]
 * @returns {Promise<import('./demo-server.d.mts').RunningDemoServer>}
 */
export async function startDemoServer({ port = 0, host = '127.0.0.1', env = {} } = {}) {
  const bundle = await buildDemoServer();
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit(signal ?? code)),
  );
  const url = await new Promise((resolveUrl, rejectUrl) => {
    let listening = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectUrl(new Error(`demo server did not start in ${START_TIMEOUT_MS} ms:\n${output.join('')}`));
    }, START_TIMEOUT_MS);
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.stdout.on('data', (chunk) => {
      output.push(String(chunk));
      const text = output.join('');
      listening ||= /demo API listening on (\S+)/.exec(text)?.[1] ?? '';
      if (listening && /demo data ready/.test(text)) {
        clearTimeout(timer);
        resolveUrl(listening);
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      rejectUrl(new Error(`demo server exited (${String(how)}) before it was ready:\n${output.join('')}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
