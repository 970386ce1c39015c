// A tiny static server for the built app (node:http only, no dependency), shared by the e2e
// global setup (TypeScript) and `scripts/bench.mjs` (plain node). Types: static-server.d.mts.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

export const APP_BASE = '/blind/admin-view/';

/** @type {Readonly<Record<string, string>>} */
export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** @param {string} file */
export function mimeTypeOf(file) {
  return MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Types worth compressing (what nginx's gzip_types covers in deploy/nginx.conf, plus html). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port bound (the one asked for, or a free one for 0)
 */
function probePort(port, host) {
  return new Promise((resolvePort, rejectPort) => {
    const probe = createTcpServer();
    probe.once('error', rejectPort);
    probe.listen(port, host, () => {
      const address = probe.address();
      const bound = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => (bound ? resolvePort(bound) : rejectPort(new Error('freePort: no TCP address'))));
    });
  });
}

/**
 * A TCP port free right now on `host`, for a server that must know its port before it starts (an
 * origin baked into a build): `preferred` when it is free, else any free port.
 * @param {string} [host]
 * @param {number} [preferred]
 * @returns {Promise<number>}
 */
export async function freePort(host = '127.0.0.1', preferred) {
  if (preferred) {
    try {
      return await probePort(preferred, host);
    } catch {
      // taken: any free port will do
    }
  }
  return probePort(0, host);
}

/** @param {string} file @returns {Promise<boolean>} */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves `root` under `base`. Unknown paths under the base get index.html (SPA fallback), except
 * missing files with an extension (a missing `assets/x.js` must be a 404, not HTML that the
 * browser would refuse as a script). Text files are sent gzipped to clients that accept it (like the
 * nginx deployment), so the transfer sizes the browser reports are the real ones.
 * @param {import('./static-server.d.mts').StaticServerOptions} options
 * @returns {Promise<import('./static-server.d.mts').StaticServer>}
 */
export async function startStaticServer({
  root,
  base = APP_BASE,
  port = 0,
  host = '127.0.0.1',
  compress = true,
}) {
  const rootDir = resolve(root);
  /** gzip of each served file, by path and modification time. @type {Map<string, Buffer>} */
  const gzipped = new Map();
  /** @param {string} file @param {number} mtimeMs */
  const gzipOf = async (file, mtimeMs) => {
    const key = `${file}:${mtimeMs}`;
    let body = gzipped.get(key);
    if (!body) {
      body = await gzip(await readFile(file), { level: 6 });
      gzipped.set(key, body);
    }
    return body;
  };
  const indexFile = join(rootDir, 'index.html');
  if (!(await isFile(indexFile))) throw new Error(`static server: ${indexFile} does not exist (build first)`);

  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end('bad request');
        return;
      }
      if (pathname !== base && (pathname === '/' || `${pathname}/` === base)) {
        res.writeHead(302, { Location: base + url.search }).end();
        return;
      }
      if (!pathname.startsWith(base)) {
        res.writeHead(404, { 'Content-Type': MIME_TYPES['.txt'] }).end('not found');
        return;
      }
      const relative = pathname.slice(base.length);
      const candidate = resolve(rootDir, `.${sep}${relative}`);
      const inside = candidate === rootDir || candidate.startsWith(rootDir + sep);
      let file = indexFile;
      if (inside && relative !== '' && (await isFile(candidate))) {
        file = candidate;
      } else if (!inside || extname(relative) !== '') {
        res.writeHead(404, { 'Content-Type': MIME_TYPES['.txt'] }).end('not found');
        return;
      }
      const { size, mtimeMs } = await stat(file);
      const headers = {
        'Content-Type': mimeTypeOf(file),
        'Cache-Control': file === indexFile ? 'no-cache' : 'public, max-age=3600',
      };
      if (compress && COMPRESSIBLE.has(extname(file).toLowerCase())) {
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = accepts ? await gzipOf(file, mtimeMs) : undefined;
        res.writeHead(200, {
          ...headers,
          Vary: 'Accept-Encoding',
          ...(body ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': String(body ? body.length : size),
        });
        if (method === 'HEAD') res.end();
        else if (body) res.end(body);
        else
          createReadStream(file)
            .on('error', () => res.destroy())
            .pipe(res);
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': String(size) });
      if (method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => resolveListen(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static server: no TCP address');
  const origin = `http://${host}:${address.port}`;
  return {
    origin,
    port: address.port,
    url: origin + base,
    close: () =>
      new Promise((resolveClose, rejectClose) => {
        server.closeAllConnections();
        server.close((error) => (error ? rejectClose(error) : resolveClose(undefined)));
      }),
  };
}
