import type { ResourceDefinition } from '../resources/core/define';

/** What a target renders from. */
export interface RenderContext {
  /** The resource names: the file names of `resources/*.ts`, in code unit order. */
  names: readonly string[];
  /** The current text of a file of the project (path from its root). */
  read(path: string): Promise<string>;
  /** A module of the project (path from its root), e.g. `resources/index.ts`: its exports. */
  load(path: string): Promise<unknown>;
}

/** A generated file: its path from the project's root and its text. */
export interface Target {
  path: string;
  render(context: RenderContext): string | Promise<string>;
}

export interface GenerateOptions {
  /** The project's root directory. */
  root: string;
  load: RenderContext['load'];
  /** Writes the files whose text changed (default: renders only). */
  write?: boolean;
  /** Default: TARGETS. */
  targets?: readonly Target[];
}

/** One target's rendered text and the file's current text (undefined when it does not exist). */
export interface Generated {
  path: string;
  text: string;
  current: string | undefined;
}

export declare const TARGETS: Target[];
export declare function resourceNames(root: string): string[];
export declare function importName(name: string): string;
export declare function namesFile(names: readonly string[]): string;
export declare function indexFile(names: readonly string[]): string;
export declare function replaceBlock(text: string, block: string, body: string): string;
export declare function resourceTable(
  resources: readonly ResourceDefinition[],
  resolvePath: (path: string) => string,
): string;
export declare function generate(options: GenerateOptions): Promise<Generated[]>;
