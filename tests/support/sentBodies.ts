import type { SetupServer } from 'msw/node';

/**
 * The JSON bodies of the requests the test server sees from now on whose method is `method` and
 * whose path matches `path`, in the order they were sent (a save's body, to check what it sends).
 */
export function sentBodies(server: SetupServer, method: string, path: RegExp): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== method || !path.test(new URL(request.url).pathname)) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}
