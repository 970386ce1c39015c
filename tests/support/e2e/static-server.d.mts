export declare const APP_BASE: '/blind/admin-view/';
export declare const MIME_TYPES: Readonly<Record<string, string>>;
export declare function mimeTypeOf(file: string): string;
/** A TCP port free right now on `host` (default 127.0.0.1): `preferred` when free, else any. */
export declare function freePort(host?: string, preferred?: number): Promise<number>;

export interface StaticServerOptions {
  /** Folder to serve (the build output, e.g. `dist`). */
  root: string;
  /** URL prefix the app is served under; defaults to APP_BASE. */
  base?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Sends html/js/css/json/svg gzipped to clients that accept it (default true). */
  compress?: boolean;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** The app's URL: origin + base, with a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export declare function startStaticServer(options: StaticServerOptions): Promise<StaticServer>;
