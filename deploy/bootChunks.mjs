// Vite plugin (issue 8): what a page load needs comes in a few chunks, not in dozens.
//
// Left to itself, the bundler splits the modules the app's ~60 lazy pages share by the exact set of
// pages that use them: booting the admin took some 55 chunk requests, which a browser fetches six at
// a time over HTTP/1.1 while the main thread waits. This plugin first builds the app once more
// without writing it (a planning build: it sees the chunk graph after tree shaking), then gives each
// boot group its own chunk: the modules of the chunks its entry modules import statically,
// transitively, less those the entry chunk already loads and those of an earlier group. Lazy pages
// keep their own chunks and import what they share with the boot from the groups' chunks.
import { build } from 'vite';
import { resolve } from 'node:path';

/** The planning build's own copy of this plugin is marked by this plugin's presence. */
const PLANNING = 'blind-boot-chunks-planning';

/**
 * Whether `config` is the planning build's: it writes nothing, and plugins that only add to what is
 * written (index.html's login page) skip it.
 * @param {import('vite').ResolvedConfig} config
 */
export function isPlanningBuild(config) {
  return config.plugins.some((plugin) => plugin.name === PLANNING);
}

/**
 * The files reachable from `start` through static imports, themselves included.
 * @param {Iterable<string>} start
 * @param {ReadonlyMap<string, { imports: readonly string[] }>} byFile
 */
export function staticClosure(start, byFile) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const file = /** @type {string} */ (stack.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * Which modules go into which group's chunk, from the chunks of a build.
 * @param {readonly import('./bootChunks.d.mts').PlannedChunk[]} chunks
 * @param {readonly { name: string, modules: readonly string[] }[]} groups entry modules by absolute id
 * @returns {Map<string, string>} module id → group name
 */
export function planGroups(chunks, groups) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const taken = staticClosure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    byFile,
  );
  /** @type {Map<string, string>} */
  const groupOf = new Map();
  for (const group of groups) {
    const starts = group.modules.map((id) => {
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`bootChunks: no chunk holds ${id}`);
      return chunk.fileName;
    });
    for (const file of staticClosure(starts, byFile)) {
      if (taken.has(file)) continue;
      taken.add(file);
      for (const id of byFile.get(file)?.moduleIds ?? []) groupOf.set(id, group.name);
    }
  }
  return groupOf;
}

/**
 * @param {import('./bootChunks.d.mts').BootChunksOptions} options
 * @returns {import('vite').Plugin}
 */
export function bootChunks({ groups }) {
  /** @type {Map<string, string> | undefined} */
  let plan;
  let active = false;
  return {
    name: 'blind-boot-chunks',
    apply: 'build',
    api: { groups },
    async configResolved(config) {
      active = !isPlanningBuild(config);
      if (!active) return;
      const absolute = groups.map((group) => ({
        name: group.name,
        modules: group.modules.map((module) => resolve(config.root, module)),
      }));
      // The same build, not written, with this plugin inert: its chunk graph is the plan's input.
      const output = await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'silent',
        build: { write: false, outDir: config.build.outDir },
        plugins: [{ name: PLANNING }],
      });
      const outputs = Array.isArray(output) ? output : [output];
      const chunks = outputs.flatMap((out) =>
        'output' in out ? out.output.filter((file) => file.type === 'chunk') : [],
      );
      plan = planGroups(chunks, absolute);
    },
    outputOptions(options) {
      if (!active) return null;
      if (!plan) throw new Error('bootChunks: no plan (the planning build did not run)');
      const groupOf = plan;
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: (id) => groupOf.get(id) ?? null,
              debugName: 'boot',
              test: (id) => groupOf.has(id),
              priority: 10,
              // A group holds exactly the modules planned for it: a module's imports stay where
              // the plan put them (the entry's, another group's, or a lazy page's chunk).
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}
