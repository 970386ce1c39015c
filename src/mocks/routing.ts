/**
 * The routing every handler of the demo API shares: paths under the configured origin, injected
 * faults, the session guard (401 in the request's language), latency, waiting for the records,
 * and saving writes before they are answered.
 */
import { delay, http, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import type { DemoDb } from './db';
import { faultResponse, memoryFaults, takeFault, type FaultSwitch } from './faults';
import { authenticate, type DemoIdentity } from './identity';
import { langOf, type Lang } from './messages';

export interface HandlerOptions {
  /** API origin (`https://api.example.com`); empty (default) matches any origin. */
  baseUrl?: string;
  /** Artificial latency range in ms (the browser uses 150-400; none by default). */
  latency?: readonly [min: number, max: number];
  /** The `site_domain` of the user info, from the request (the HTTP demo server: its host:port). */
  siteDomain?: (request: Request) => string | undefined;
  /** The fault switch (docs/demo-faults.md); one in memory by default. */
  faults?: FaultSwitch;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteInfo {
  request: Request;
  params: PathParams;
}

/** Answers a request, or `undefined` to leave it to the next handler. */
export type Resolver = (info: RouteInfo) => Promise<Response | undefined> | Response | undefined;

export interface AuthedInfo extends RouteInfo {
  me: DemoIdentity;
  lang: Lang;
}

export type AuthedResolver = (info: AuthedInfo) => Promise<Response> | Response;

/** What every handler module receives. */
export interface ApiContext {
  db: DemoDb;
  options: HandlerOptions;
  /** The fault switch every route obeys, but the demo API's own (`DEMO_PREFIX`). */
  faults: FaultSwitch;
  /**
   * A route for a path template (`API_PATHS…`): an injected fault answers first; a write is
   * answered once it is saved.
   */
  route(method: Method, path: string, resolver: Resolver): HttpHandler;
  /**
   * A resolver that needs a session: latency, then 401 when the token is missing or unknown, then
   * (unless `records: false`) waits until the records are loaded.
   */
  authed(resolver: AuthedResolver, options?: { records?: boolean }): Resolver;
  /** A resolver open to anyone (login): latency only. */
  open(resolver: Resolver): Resolver;
}

/** A file of handlers (`src/mocks/bespoke/*.ts`): the endpoints of one feature. */
export type BespokeHandlers = (context: ApiContext) => HttpHandler[];

/** Prefix of the demo API's own routes (`API_PATHS.demo`: reset, status, the fault switch). */
export const DEMO_PREFIX = '/__demo/';

export function createContext(db: DemoDb, options: HandlerOptions = {}): ApiContext {
  const faults = options.faults ?? memoryFaults();
  const origin = options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : '*';
  const latency = options.latency;
  const wait = async () => {
    if (!latency) return;
    const [min, max] = latency;
    await delay(Math.round(min + Math.random() * Math.max(0, max - min)));
  };
  return {
    db,
    options,
    faults,
    route: (method, path, resolver) =>
      http[method]<PathParams, DefaultBodyType, undefined>(`${origin}${path}`, async (info) => {
        const fault = path.startsWith(DEMO_PREFIX) ? undefined : takeFault(faults, info.request);
        if (fault) return faultResponse(fault, info.request);
        const response = await resolver(info);
        // A write is answered once it is stored, so a reload right after it still finds it.
        if (method !== 'get') await db.flush();
        return response;
      }),
    authed:
      (resolver, { records = true } = {}) =>
      async ({ request, params }) => {
        await wait();
        const me = await authenticate(db, request);
        if (!('session' in me)) return me;
        if (records) await db.ready();
        return resolver({ request, params, me, lang: langOf(request) });
      },
    open: (resolver) => async (info) => {
      await wait();
      return resolver(info);
    },
  };
}
