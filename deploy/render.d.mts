export interface SiteOptions {
  /** The folder holding the API build (the content of dist-api/). */
  appRoot: string;
  /** The API server as `host:port` (an http:// prefix is dropped). */
  apiUpstream: string;
  /** nginx `listen` value: a port or `address:port` (default 80). */
  listen?: string;
  /** nginx `server_name` (default `_`, any name). */
  serverName?: string;
}

export declare const SITE_TEMPLATE: string;
/** Fills `${NAME}` placeholders of an nginx template, leaving comment lines as they are. */
export declare function fillTemplate(template: string, values: Readonly<Record<string, string>>): string;
/** The site configuration (server block, upstream, WebSocket map) for these values. */
export declare function renderSite(options: SiteOptions): Promise<string>;
