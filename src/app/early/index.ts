/**
 * # The early requests (issue 8)
 *
 * Signed in, every screen waits for the session, and a list for its first page. Asked for once the
 * admin has rendered, both would leave only after its big chunk has been downloaded and run; this
 * unit sends them while that happens, and gives the answers to the admin.
 *
 * **Start.** `startEarlyRequests(location)` (src/main.tsx, as the admin boots) loads two small
 * chunks and sends:
 * - the session (`session.ts`, the `session` chunk);
 * - when the address is a generated list (`/<resource>`), its first page (`firstPage.ts`, the
 *   `first-page` chunk), with the parameters react-admin's list will ask.
 *
 * **Hand-over.** `handOverEarlyAnswers(queryClient, authProvider)` (`handOver.ts`), called once by
 * the admin as it creates its query client, gives both away; this module holds nothing after it:
 * - the first page goes into the query cache, under the key of react-admin's `useGetList`, with
 *   the records its rows point at. Answered, the list renders its rows in its first render and asks
 *   nothing; still under way, the list's query waits for it instead of asking again; failed, the
 *   list asks for itself (a 401 then goes the E02 way, as any call's). A list asking otherwise (the
 *   parameters differ) asks for its own page, and the early one is never served to it;
 * - the session goes to the authProvider (`adoptSession`, its one hook for this): known at once if
 *   it is in, else the first session load waits for this request instead of sending another.
 *
 * Nothing outside this folder reads what it holds, and the providers keep no module state for it.
 * src/main.tsx renders the admin once the session is asked for and the first page is in
 * (`EarlyStart`), so a list opened by address shows its rows at once.
 */
import type { GetListParams, GetListResult } from 'ra-core';
import { importWithReload } from '../../platform/chunks';

/** A request sent early: its answer once in, or that it failed. */
export interface EarlyRequest<T> {
  request: Promise<T>;
  answer?: T;
  failed?: boolean;
}

/** The parameters react-admin's `useGetList` asks a page with (and keys its query by). */
export type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

/** A list's first page asked for early. */
export interface EarlyPage extends EarlyRequest<GetListResult> {
  resource: string;
  params: ListParams;
}

/** What the unit holds between the start and the hand-over. */
export interface EarlyRequests {
  session?: EarlyRequest<{ data: unknown }>;
  firstPage?: EarlyPage;
}

/** What a start's promises tell (none rejects). */
export interface EarlyStart {
  /** Both requests are sent (or were not needed). */
  sent: Promise<void>;
  /** The session's answer is in. */
  session: Promise<void>;
  /** The first page's answer is in. */
  firstPage: Promise<void>;
}

let held: EarlyRequests = {};

/** Keeps the answer (or the failure) on the request once it is in; settles then. */
function track(early: EarlyRequest<unknown> | undefined): Promise<void> {
  if (!early) return Promise.resolve();
  return early.request.then(
    (answer) => {
      early.answer = answer;
    },
    () => {
      early.failed = true;
    },
  );
}

/**
 * Sends the session's request and, on a generated list, its first page's, once `ready` (the demo
 * API's worker) has settled. `location`: the in-app path and query. A chunk that fails to load
 * sends nothing (the admin asks for itself).
 */
export function startEarlyRequests(
  location: Pick<Location, 'pathname' | 'search'>,
  ready: Promise<unknown> = Promise.resolve(),
): EarlyStart {
  const session = Promise.all([importWithReload(() => import('./session')), ready]).then(([early]) => {
    const request = early.requestSession();
    if (request) held.session = { request };
    return held.session;
  });
  const firstPage = Promise.all([importWithReload(() => import('./firstPage')), ready]).then(
    ([early]) => (held.firstPage = early.requestFirstPage(location)),
  );
  const answered = (sent: Promise<EarlyRequest<unknown> | undefined>) =>
    sent.then(track).catch(() => undefined);
  return {
    sent: Promise.all([session, firstPage]).then(
      () => undefined,
      () => undefined,
    ),
    session: answered(session),
    firstPage: answered(firstPage),
  };
}

/**
 * What was asked for early, once: the hand-over's (`handOver.ts`, which the admin imports itself:
 * its code stays out of the start's chunk, loaded signed out too).
 */
export function takeEarlyRequests(): EarlyRequests {
  const taken = held;
  held = {};
  return taken;
}
