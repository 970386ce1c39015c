/** `dist-demo-server/main.js`, the bundle `npm run demo:server` runs. */
export declare const DEMO_SERVER_BUNDLE: string;

export interface BuildDemoServerOptions {
  /** Builds even when the bundle is newer than its sources. */
  force?: boolean;
}

/** Builds the demo server bundle when it is missing or stale; returns its path. */
export declare function buildDemoServer(options?: BuildDemoServerOptions): Promise<string>;

export interface DemoServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Extra environment of the server process (e.g. `DEMO_DATA_FILE`). */
  env?: Record<string, string>;
}

export interface RunningDemoServer {
  /** `http://127.0.0.1:<port>`, no trailing slash: the `VITE_API_BASE_URL` of an API build. */
  url: string;
  port: number;
  /** What the server printed so far. */
  output: readonly string[];
  /** Stops the server (SIGTERM: it saves pending writes first) and waits for it to exit. */
  close(): Promise<void>;
}

/** Runs the demo API over HTTP; resolves once it listens and its data is ready. */
export declare function startDemoServer(options?: DemoServerOptions): Promise<RunningDemoServer>;
