#!/usr/bin/env node
// Runs nginx with deploy/nginx.conf in the foreground, inside a temporary prefix (config, pid, logs
// and temp files), as any user: the e2e deploy test uses it, and so can a quick local trial:
//
//   node deploy/standalone.mjs --app-root dist-api --api 127.0.0.1:8787 [--port 8080]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fillTemplate, renderSite } from './render.mjs';

const STANDALONE_TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'standalone.conf');
const START_TIMEOUT = 10_000;

/** Debian's nginx unless NGINX_PATH says otherwise. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** @param {number} port @param {string} host */
function accepts(port, host) {
  return new Promise((done) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** @param {string} file */
const readLog = (file) => readFile(file, 'utf8').catch(() => '');

/**
 * Starts nginx in front of an API server and resolves once it accepts connections.
 * @param {import('./standalone.d.mts').StandaloneOptions} options
 * @returns {Promise<import('./standalone.d.mts').StandaloneNginx>}
 */
export async function startNginx({ appRoot, apiUpstream, port, host = '127.0.0.1' }) {
  const prefix = await mkdtemp(join(tmpdir(), 'blind-nginx-'));
  await mkdir(join(prefix, 'temp'));
  await writeFile(
    join(prefix, 'blind-admin.conf'),
    await renderSite({ appRoot, apiUpstream, listen: `${host}:${port}`, serverName: host }),
  );
  await writeFile(
    join(prefix, 'nginx.conf'),
    fillTemplate(await readFile(STANDALONE_TEMPLATE, 'utf8'), { PREFIX: prefix }),
  );
  const errorLog = join(prefix, 'error.log');
  const child = spawn(
    NGINX_PATH,
    ['-p', prefix, '-e', errorLog, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  /** @type {Promise<void>} */
  const exited = new Promise((done) => child.once('exit', () => done()));
  let running = true;
  child.once('exit', () => (running = false));
  const spawnError = new Promise((_, reject) => child.once('error', reject));

  const fail = async (/** @type {string} */ why) => {
    if (running) child.kill('SIGKILL');
    await exited;
    const log = (await readLog(errorLog)) + stderr;
    await rm(prefix, { recursive: true, force: true });
    throw new Error(`nginx ${why}:\n${log.trim() || '(no output)'}`);
  };

  const deadline = Date.now() + START_TIMEOUT;
  for (;;) {
    await Promise.race([new Promise((done) => setTimeout(done, 50)), spawnError]);
    if (!running) await fail('exited at start');
    if (await accepts(port, host)) break;
    if (Date.now() > deadline) await fail(`did not listen on ${host}:${port} within ${START_TIMEOUT} ms`);
  }
  const origin = `http://${host}:${port}`;
  return {
    origin,
    port,
    url: `${origin}/blind/admin-view/`,
    prefix,
    errorLog: () => readLog(errorLog),
    async close() {
      if (running) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'app-root': { type: 'string' },
      api: { type: 'string' },
      port: { type: 'string', default: '8080' },
    },
  });
  const appRoot = values['app-root'];
  const apiUpstream = values.api;
  if (!appRoot || !apiUpstream) {
    console.error('usage: node deploy/standalone.mjs --app-root DIR --api HOST:PORT [--port 8080]');
    process.exitCode = 2;
    return;
  }
  const nginx = await startNginx({ appRoot: resolve(appRoot), apiUpstream, port: Number(values.port) });
  console.log(`nginx: ${nginx.url} (prefix ${nginx.prefix}); Ctrl-C stops it`);
  const stop = () => void nginx.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
