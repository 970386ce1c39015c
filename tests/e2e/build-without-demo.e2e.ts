import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiDeployment } from '../support/e2e/deployment';

/** What betrays the demo API (msw and its seeded store) in a bundle. */
const DEMO_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'mockServiceWorker', pattern: /mockServiceWorker/ },
  { name: 'setupWorker', pattern: /setupWorker/ },
  { name: 'msw', pattern: /\bmsw\b/i },
  { name: 'demo password demo123', pattern: /demo123/ },
];

const TEXT_FILE = /\.(m?js|css|html|json|map|svg|txt)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

let outDir = '';
let apiOrigin = '';

describe('a build with VITE_API_BASE_URL', () => {
  // The API build the e2e global setup made once for this run (dist-api/ unless E2E_API_DIST).
  beforeAll(() => {
    const api = apiDeployment();
    outDir = api.dist;
    apiOrigin = api.origin;
  });

  it('writes dist-api without the msw worker script', () => {
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, 'mockServiceWorker.js')), 'dist-api/mockServiceWorker.js').toBe(false);
  });

  it('bundles neither msw nor the demo seed', async () => {
    const files = (await listFiles(outDir)).filter((file) => TEXT_FILE.test(file));
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const { name, pattern } of DEMO_MARKERS) {
        if (pattern.test(text)) found.push(`${relative(outDir, file)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('points the app at the configured API', async () => {
    const files = (await listFiles(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    expect(texts.some((text) => text.includes(apiOrigin))).toBe(true);
  });
});
