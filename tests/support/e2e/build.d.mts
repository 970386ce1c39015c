/** The repository root, with a trailing separator. */
export declare const REPO_ROOT: string;
/** An absolute path from a path relative to the repository root. */
export declare function repoPath(relative: string): string;

export interface BuildOptions {
  /** Builds the API flavour (VITE_API_BASE_URL set, output dist-api/) instead of the demo one (dist/). */
  apiBaseUrl?: string;
  /** Output folder (default dist/ or dist-api/ of the repository). */
  outDir?: string;
  /** Vite config file of another project to build (needs `outDir`), e.g. the bench's baseline app. */
  config?: string;
  /** Keeps an existing build (its index.html exists) instead of building again. */
  skipIfBuilt?: boolean;
  /** Captures vite's output (shown only when the build fails) instead of printing it. */
  quiet?: boolean;
}

/** Runs `npx vite build` in the repository root and returns the output folder. */
export declare function viteBuild(options?: BuildOptions): Promise<string>;
