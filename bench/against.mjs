// `npm run bench -- --against <ref>`: the ref checked out in a temporary git worktree (this checkout's
// node_modules linked in: the ref is built with today's dependencies), built with its own build
// helpers (its tests/support/e2e/build.mjs and demo-server.mjs, so its own Vite configs and its own
// demo server) into folders of the bench's temporary folder, and removed at the end.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT, repoPath } from '../tests/support/e2e/build.mjs';
import { freePort } from '../tests/support/e2e/static-server.mjs';

const run = promisify(execFile);

/** @param {string[]} args */
const git = (args) => run('git', args, { cwd: REPO_ROOT }).then(({ stdout }) => stdout.trim());

/**
 * The commit a ref names (a commit, a tag, a branch, HEAD~3), or an error in words.
 * @param {string} ref
 */
export async function resolveRef(ref) {
  try {
    return await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against ${ref}: git knows no commit by that name`);
  }
}

/**
 * @typedef {{ ref: string, commit: string, dir: string, remove: () => Promise<void>, removeNow: () => void }} RefCheckout
 */

/**
 * Checks the ref out (detached) into `dir` and links this checkout's node_modules into it.
 * @param {string} ref
 * @param {string} dir a folder that does not exist yet
 * @returns {Promise<RefCheckout>}
 */
export async function checkoutRef(ref, dir) {
  const commit = await resolveRef(ref);
  await git(['worktree', 'add', '--detach', dir, commit]);
  const modules = join(dir, 'node_modules');
  let removed = false;
  // The link goes first, so that removing the worktree can never reach into the real node_modules.
  const unlinkModules = () => unlink(modules).catch(() => undefined);
  const checkout = {
    ref,
    commit,
    dir,
    async remove() {
      if (removed) return;
      removed = true;
      await unlinkModules();
      await git(['worktree', 'remove', '--force', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
      await git(['worktree', 'prune']).catch(() => undefined);
    },
    /** The same, synchronously: for a run stopped by a signal. */
    removeNow() {
      if (removed) return;
      removed = true;
      try {
        execFileSync('rm', ['-f', modules]);
        execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: REPO_ROOT, stdio: 'ignore' });
      } catch {
        // Pruned below once the folder is gone.
      }
      execFileSync('rm', ['-rf', '--', dir]);
      execFileSync('git', ['worktree', 'prune'], { cwd: REPO_ROOT, stdio: 'ignore' });
    },
  };
  try {
    await symlink(repoPath('node_modules'), modules, 'dir');
  } catch (error) {
    await checkout.remove();
    throw error;
  }
  return checkout;
}

/**
 * Builds the ref's demo and API builds with the ref's own helpers: the API build against the ref's
 * demo server, started here on a free port (the caller closes it).
 * @param {RefCheckout} checkout
 * @param {('api' | 'demo')[]} builds
 * @param {string} outDir the builds go to outDir/demo and outDir/api
 * @returns {Promise<{ dists: Partial<Record<'api' | 'demo', string>>, server?: { url: string, close(): Promise<void> } }>}
 */
export async function buildRef(checkout, builds, outDir) {
  const helper = (/** @type {string} */ path) => {
    const file = join(checkout.dir, path);
    if (!existsSync(file))
      throw new Error(`--against ${checkout.ref}: the ref has no ${path}, which the bench builds it with`);
    return import(pathToFileURL(file).href);
  };
  const { viteBuild } = await helper('tests/support/e2e/build.mjs');
  /** @type {Partial<Record<'api' | 'demo', string>>} */
  const dists = {};
  if (builds.includes('demo')) dists.demo = await viteBuild({ outDir: join(outDir, 'demo'), quiet: true });
  if (!builds.includes('api')) return { dists };
  const { startDemoServer } = await helper('tests/support/e2e/demo-server.mjs');
  /** @type {{ url: string, close(): Promise<void> }} */
  const server = await startDemoServer({ port: await freePort() });
  try {
    dists.api = await viteBuild({
      apiBaseUrl: new URL(server.url).origin,
      outDir: join(outDir, 'api'),
      quiet: true,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  return { dists, server };
}
