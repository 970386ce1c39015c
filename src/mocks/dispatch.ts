import { http, type HttpHandler } from 'msw';

/** What of a handler the dispatcher reads: its method and its path template. */
interface Candidate {
  handler: HttpHandler;
  method: string | RegExp;
  /** A quick test of the request URL (origin and path); `undefined` when the path is not a template. */
  url?: RegExp;
}

/**
 * A regular expression that accepts at least every URL the msw path template matches (`*`, `:name`),
 * or `undefined` when the template uses anything else: the dispatcher only uses it to skip handlers,
 * msw's own matching still decides.
 */
export function templatePattern(path: unknown): RegExp | undefined {
  if (typeof path !== 'string' || /[(){}?+]/.test(path)) return undefined;
  const source = path
    .split(/(\*|:[A-Za-z_][\w]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]*';
      return part.replace(/[.^$|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

function methodMatches(method: string | RegExp, requested: string): boolean {
  return typeof method === 'string' ? method.toUpperCase() === requested : method.test(requested);
}

/**
 * The demo API's handlers behind one msw handler. msw parses every request against each handler in
 * turn (a URL, the document's cookies, the cookie store, the path match), which over some three
 * hundred handlers made each request cost milliseconds of the page's main thread; the dispatcher
 * runs only the handlers whose method and path template can match, in their order.
 */
export function dispatcher(handlers: readonly HttpHandler[]): HttpHandler {
  const candidates: Candidate[] = handlers.map((handler) => ({
    handler,
    method: handler.info.method,
    url: templatePattern(handler.info.path),
  }));
  return http.all('*', async ({ request, requestId }) => {
    const { origin, pathname } = new URL(request.url);
    const url = `${origin}${pathname}`;
    for (const { handler, method, url: pattern } of candidates) {
      if (!methodMatches(method, request.method) || (pattern && !pattern.test(url))) continue;
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}
