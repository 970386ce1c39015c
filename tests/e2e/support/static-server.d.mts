export declare const APP_BASE: '/blind/admin-view/';
export declare const MIME_TYPES: Readonly<Record<string, string>>;
export declare function mimeTypeOf(file: string): string;

export interface StaticServerOptions {
  /** Folder to serve (the build output, e.g. `dist`). */
  root: string;
  /** URL prefix the app is served under; defaults to APP_BASE. */
  base?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
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
