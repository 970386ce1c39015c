// A tiny static server for the built app (node:http only, no dependency), shared by the e2e
// global setup (TypeScript) and `scripts/bench.mjs` (plain node). Types: static-server.d.mts.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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
 * browser would refuse as a script).
 * @param {import('./static-server.d.mts').StaticServerOptions} options
 * @returns {Promise<import('./static-server.d.mts').StaticServer>}
 */
export async function startStaticServer({ root, base = APP_BASE, port = 0, host = '127.0.0.1' }) {
  const rootDir = resolve(root);
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
      if (pathname === '/' || `${pathname}/` === base) {
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
      const { size } = await stat(file);
      res.writeHead(200, {
        'Content-Type': mimeTypeOf(file),
        'Content-Length': String(size),
        'Cache-Control': file === indexFile ? 'no-cache' : 'public, max-age=3600',
      });
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
