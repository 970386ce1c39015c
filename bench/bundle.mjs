// Bundle figures of a build folder: the eager JS of the entry, total JS, the largest chunks.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_BASE } from '../tests/support/e2e/static-server.mjs';

/** @typedef {Awaited<ReturnType<typeof bundleFigures>>} BundleFigures */

/** Budget of the JS a first visit must download before the app can start (gzip). */
export const EAGER_JS_BUDGET_GZIP = 360 * 1024;

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** @param {{ raw: number, gzip: number }[]} list @param {'raw' | 'gzip'} key */
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

/** @param {string} file */
async function sizes(file) {
  const content = await readFile(file);
  return { raw: content.length, gzip: gzipSync(content).length };
}

/**
 * The JS loaded before the app starts: from the Vite manifest when the build wrote one (entry and
 * its static imports), else from index.html (the entry script and its modulepreload links).
 * @param {string} dist
 * @param {string} base the URL prefix the build is served under
 * @returns {Promise<{ source: string, files: string[] }>}
 */
async function eagerScripts(dist, base) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    const seen = new Set();
    /** @param {string} key */
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    return {
      source: '.vite/manifest.json',
      files: [...seen].filter((f) => f.endsWith('.js')).map((f) => join(dist, f)),
    };
  }
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const urls = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isEntry = /^<script/i.test(tag) && /type=["']module["']/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']modulepreload["']/i.test(tag);
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) urls.add(url);
  }
  const files = [...urls].map((url) => {
    const path = new URL(url, `http://bench${base}`).pathname;
    if (!path.startsWith(base)) throw new Error(`index.html script outside ${base}: ${url}`);
    return join(dist, path.slice(base.length));
  });
  for (const file of files) if (!existsSync(file)) throw new Error(`index.html refers to a missing ${file}`);
  return { source: 'index.html', files };
}

/**
 * @param {string} dist
 * @param {string} [base]
 */
export async function bundleFigures(dist, base = APP_BASE) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build first`);
  const eager = await eagerScripts(dist, base);
  const assets = join(dist, 'assets');
  const allJs = existsSync(assets) ? (await listFiles(assets)).filter((file) => file.endsWith('.js')) : [];
  const chunkSizes = await Promise.all(
    allJs.map(async (file) => ({ name: relative(dist, file), ...(await sizes(file)) })),
  );
  const eagerSizes = await Promise.all(
    eager.files.map(async (file) => ({ name: relative(dist, file), ...(await sizes(file)) })),
  );
  return {
    eagerSource: eager.source,
    eagerJs: { files: eagerSizes, raw: sum(eagerSizes, 'raw'), gzip: sum(eagerSizes, 'gzip') },
    totalJs: { files: chunkSizes.length, raw: sum(chunkSizes, 'raw'), gzip: sum(chunkSizes, 'gzip') },
    largestChunks: [...chunkSizes].sort((a, b) => b.raw - a.raw).slice(0, 5),
  };
}

/**
 * The eager-JS budget (the bench's one hard failure besides a measurement error).
 * @param {BundleFigures} bundle
 * @returns {string | undefined} the failure, if over budget
 */
export function eagerBudgetFailure(bundle) {
  if (bundle.eagerJs.gzip <= EAGER_JS_BUDGET_GZIP) return undefined;
  const largest = [...bundle.eagerJs.files]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((f) => `${f.name} ${(f.gzip / 1024).toFixed(1)} KB`)
    .join(', ');
  return (
    `eager JS is ${(bundle.eagerJs.gzip / 1024).toFixed(1)} KB gzip, over the ` +
    `${(EAGER_JS_BUDGET_GZIP / 1024).toFixed(1)} KB budget: move code behind dynamic import() (largest eager files: ${largest})`
  );
}
