import type { Plugin, ResolvedConfig } from 'vite';

export interface BootChunkGroup {
  /** The chunk's name (`assets/<name>-<hash>.js`). */
  name: string;
  /** Source files whose static imports make the group (relative to the root). */
  modules: string[];
}

export interface BootChunksOptions {
  /** In order: a module the entry or an earlier group already holds stays there. */
  groups: BootChunkGroup[];
}

/** What the plan reads of an output chunk. */
export interface PlannedChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  isEntry: boolean;
}

/** Whether `config` is the planning build's (it writes nothing). */
export declare function isPlanningBuild(config: ResolvedConfig): boolean;
/** The files reachable from `start` through static imports, themselves included. */
export declare function staticClosure(
  start: Iterable<string>,
  byFile: ReadonlyMap<string, { imports: readonly string[] }>,
): Set<string>;
/** Module id → group name, from the chunks of a build. */
export declare function planGroups(
  chunks: readonly PlannedChunk[],
  groups: readonly { name: string; modules: readonly string[] }[],
): Map<string, string>;
/** Vite plugin: the boot groups' modules each in one chunk, planned from a build's chunk graph. */
export declare function bootChunks(options: BootChunksOptions): Plugin;
