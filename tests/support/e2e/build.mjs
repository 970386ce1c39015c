// Runs `npx vite build` for the e2e global setup and the bench.
// Types: build.d.mts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is tests/support/e2e/build.mjs). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** @param {string} relative */
export function repoPath(relative) {
  return fileURLToPath(new URL(relative, new URL('../../../', import.meta.url)));
}

/**
 * Builds the app with `npx vite build`. Without `apiBaseUrl` the demo build (→ dist/) is made and
 * any VITE_API_BASE_URL of the calling shell is removed; with it, the API build (→ dist-api/).
 * `outDir` writes elsewhere; `config` builds another Vite project (the bench's baseline app).
 * @param {import('./build.d.mts').BuildOptions} [options]
 * @returns {Promise<string>} the output folder
 */
export async function viteBuild({
  apiBaseUrl,
  outDir: out,
  config,
  skipIfBuilt = false,
  quiet = false,
} = {}) {
  if (config && !out) throw new Error('viteBuild: a build with its own config needs an outDir');
  const outDir = out ? resolve(out) : repoPath(apiBaseUrl ? 'dist-api' : 'dist');
  if (skipIfBuilt && existsSync(`${outDir}/index.html`)) return outDir;
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env };
  delete env.VITE_API_BASE_URL;
  // vitest runs with NODE_ENV=test, which Vite would pass on to React: its development build.
  env.NODE_ENV = 'production';
  if (apiBaseUrl) env.VITE_API_BASE_URL = apiBaseUrl;
  const started = Date.now();
  /** @type {string[]} */
  const output = [];
  await new Promise((resolveBuild, rejectBuild) => {
    const args = ['vite', 'build', ...(config ? ['--config', config] : [])];
    if (out) args.push('--outDir', outDir, '--emptyOutDir');
    const child = spawn('npx', args, {
      cwd: REPO_ROOT,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
    child.on('error', rejectBuild);
    child.on('exit', (code, signal) => {
      if (code === 0) resolveBuild(undefined);
      else
        rejectBuild(
          new Error(
            `vite build${apiBaseUrl ? ` (VITE_API_BASE_URL=${apiBaseUrl})` : ''} failed with ${signal ?? `exit code ${code}`}\n${output.join('').slice(-4000)}`,
          ),
        );
    });
  });
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`vite build finished but ${outDir}/index.html is missing`);
  if (!quiet) console.log(`vite build → ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
