/**
 * A README section's numbered steps, done as written: the file each step names with its code
 * block, and the `npm run` command a step names, run on a copy of the project.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { ROOT } from './repoFiles';

export { ROOT };
/**
 * Where copies go: inside the project, whose files alone Vite serves to the tests, and in a folder
 * git, ESLint, Prettier and the compiler leave out.
 */
const COPIES = join(ROOT, '.scratch');

export interface ReadmeSteps {
  /** The files the steps write: path from the project's root, and text. */
  files: { path: string; text: string }[];
  /** The `npm run` scripts the steps run. */
  commands: string[];
}

/** The text of README.md's `## <title>` section, up to the next `## ` heading. */
export function readmeSection(title: string, readme = readFileSync(join(ROOT, 'README.md'), 'utf8')): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/**
 * The steps of a section: a step's first line names its file (`a/b.ts`) when the step has a code
 * block, which is the file's text (its indentation in the list taken off).
 */
export function readmeSteps(section: string): ReadmeSteps {
  const steps = section.split(/\n(?=\d+\. )/).slice(1);
  const files = steps.flatMap((step) => {
    const block = /\n( *)```ts\n([\s\S]*?)\n *```/.exec(step);
    if (!block) return [];
    const path = /`([\w./-]+\.ts)`/.exec(step.split('\n')[0]);
    if (!path) throw new Error(`a step with a code block names no file: ${step.split('\n')[0]}`);
    const indent = new RegExp(`^ {0,${block[1].length}}`, 'gm');
    return [{ path: path[1], text: `${block[2].replace(indent, '')}\n` }];
  });
  const commands = steps.flatMap((step) => [...step.matchAll(/`npm run ([\w:-]+)`/g)].map((m) => m[1]));
  return { files, commands };
}

/**
 * A copy of the project in a folder of `.scratch/`. The `own` files are real files there (copied when
 * the project has them); every other entry is a symbolic link to the project's, which module
 * resolution follows: modules outside `own` are the project's own, loaded once in a test.
 */
export function projectCopy(own: readonly string[]): string {
  mkdirSync(COPIES, { recursive: true });
  const dir = mkdtempSync(join(COPIES, 'readme-steps-'));
  const ownDirs = new Set(
    own.flatMap((path) => {
      const parents: string[] = [];
      for (let p = dirname(path); p !== '.'; p = dirname(p)) parents.push(p);
      return parents;
    }),
  );
  const mirror = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder))) {
      const path = folder ? `${folder}/${entry}` : entry;
      if (path === '.git' || path === '.scratch') continue;
      if (ownDirs.has(path)) {
        mkdirSync(join(dir, path));
        mirror(path);
      } else if (own.includes(path)) cpSync(join(ROOT, path), join(dir, path));
      else symlinkSync(join(ROOT, path), join(dir, path));
    }
  };
  mirror('');
  return dir;
}

/** Removes a copy: its links, not what they point to. */
export function removeCopy(dir: string): void {
  if (!dir.startsWith(join(COPIES, 'readme-steps-'))) throw new Error(`not a project copy: ${dir}`);
  rmSync(dir, { recursive: true, force: true });
}
