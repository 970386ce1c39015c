import type { SiteOptions } from './render.d.mts';

export interface StandaloneOptions extends Pick<SiteOptions, 'appRoot' | 'apiUpstream'> {
  /** The port to listen on (the API build's VITE_API_BASE_URL names it). */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface StandaloneNginx {
  /** `http://<host>:<port>` */
  origin: string;
  port: number;
  /** The app: origin + `/blind/admin-view/`. */
  url: string;
  /** The temporary folder holding the configuration, pid, logs and temp files. */
  prefix: string;
  errorLog(): Promise<string>;
  /** Graceful stop (SIGQUIT), then the prefix is removed. */
  close(): Promise<void>;
}

export declare const NGINX_PATH: string;
/** Starts nginx in front of an API server and resolves once it accepts connections. */
export declare function startNginx(options: StandaloneOptions): Promise<StandaloneNginx>;
