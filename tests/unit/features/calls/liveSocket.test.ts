import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveSocket,
  MAX_RECONNECT_DELAY_MS,
  parseFrame,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  reconnectDelay,
  socketUrl,
  UNREACHABLE_AFTER,
  type PolicyViolation,
  type SocketEnvironment,
  type SocketProblem,
} from '../../../../src/features/calls/liveSocket';

/** A WebSocket stand-in that records what the client sends. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  /** The server side. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

/** The page's policy violations, raised by the test as the browser would. */
const violations = new Set<(violation: PolicyViolation) => void>();
const violate = (blockedURI: string) =>
  violations.forEach((listener) => listener({ blockedURI, effectiveDirective: 'connect-src' }));

function environment(): SocketEnvironment {
  return {
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    onPolicyViolation: (listener) => {
      violations.add(listener);
      return () => violations.delete(listener);
    },
  };
}

/** Every problem the socket reports, in order (each change once). */
function problemsOf(socket: LiveSocket): (SocketProblem | undefined)[] {
  const seen: (SocketProblem | undefined)[] = [];
  socket.onStateChange(() => {
    if (seen.at(-1) !== socket.problem) seen.push(socket.problem);
  });
  return seen;
}

const url = () => Promise.resolve('ws://site.test/im/t1');

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  violations.clear();
});
afterEach(() => vi.useRealTimers());

describe('the live socket (S03)', () => {
  it('[S03] opens one connection however often it is started, and none without WebSocket', async () => {
    const socket = new LiveSocket(environment());
    socket.start(url);
    socket.start(url);
    await vi.advanceTimersByTimeAsync(0);
    socket.start(url);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.instances[0].url).toBe('ws://site.test/im/t1');

    const without = new LiveSocket({ ...environment(), WebSocket: undefined });
    without.start(url);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('[S03] pings every 10 s with class Response, method ping', async () => {
    const socket = new LiveSocket(environment());
    socket.start(url);
    await vi.advanceTimersByTimeAsync(0);
    const ws = FakeSocket.instances[0];
    ws.accept();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 1);
    expect(ws.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.sent).toEqual([{ class: 'Response', method: 'ping' }]);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ws.sent).toHaveLength(2);
  });

  it('[S03] acknowledges every message with its request_id and hands all but pings on', async () => {
    const socket = new LiveSocket(environment());
    const got: string[] = [];
    socket.subscribe((m) => got.push(m.method));
    socket.start(url);
    await vi.advanceTimersByTimeAsync(0);
    const ws = FakeSocket.instances[0];
    ws.accept();
    ws.push({ request_id: 'r1', method: 'ping', arguments: [] });
    ws.push({ request_id: 7, method: 'alert', arguments: ['hello'] });
    ws.push({ request_id: 'r3', method: 'newCustomer', arguments: { customer_id: 3 } });
    ws.onmessage?.({ data: 'not json' });
    expect(ws.sent).toEqual([
      { class: 'Response', method: 'received', request_id: 'r1' },
      { class: 'Response', method: 'received', request_id: 7 },
      { class: 'Response', method: 'received', request_id: 'r3' },
    ]);
    expect(got).toEqual(['alert', 'newCustomer']);
  });

  it('[S03] on close stops the keep-alive and reconnects 3 s later; stop closes for good', async () => {
    const socket = new LiveSocket(environment());
    socket.start(url);
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.instances[0];
    first.accept();
    first.drop();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(first.sent).toEqual([]);
    // 10 s have passed: the reconnection came at 3 s.
    expect(FakeSocket.instances).toHaveLength(2);

    const socket2 = new LiveSocket(environment());
    FakeSocket.instances = [];
    socket2.start(url);
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.instances[0].accept();
    FakeSocket.instances[0].drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);

    socket2.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances[1].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('[S03] a stop followed at once by a start (a re-render) keeps the same connection', async () => {
    const socket = new LiveSocket(environment());
    socket.start(url);
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.instances[0].accept();
    socket.stop();
    socket.start(url);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.instances[0].closed).toBe(false);
  });

  it('builds ws:// for http pages and wss:// otherwise; drops frames without a method', () => {
    expect(socketUrl('api.site.cn', 'a b', 'http:')).toBe('ws://api.site.cn/im/a%20b');
    expect(socketUrl('https://api.site.cn/', 'tok', 'https:')).toBe('wss://api.site.cn/im/tok');
    expect(parseFrame('{"arguments":[]}')).toBeUndefined();
    expect(parseFrame('{"method":"callClose","arguments":{"call_id":3}}')).toEqual({
      method: 'callClose',
      arguments: { call_id: 3 },
      request_id: undefined,
    });
  });
});

describe('the live socket when it cannot connect (issue 40)', () => {
  it('[S03] backs off attempts that never open (3, 6, 12… up to 60 s) and says once that the host is unreachable', async () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(reconnectDelay)).toEqual([
      3_000,
      6_000,
      12_000,
      24_000,
      48_000,
      60_000,
      MAX_RECONNECT_DELAY_MS,
    ]);
    const socket = new LiveSocket(environment());
    const problems = problemsOf(socket);
    socket.start(() => Promise.resolve('wss://other.site.test/im/t1'));
    await vi.advanceTimersByTimeAsync(0);
    for (let failure = 1; failure <= UNREACHABLE_AFTER + 1; failure += 1) {
      FakeSocket.instances.at(-1)?.drop();
      await vi.advanceTimersByTimeAsync(reconnectDelay(failure) - 1);
      expect(FakeSocket.instances).toHaveLength(failure);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.instances).toHaveLength(failure + 1);
    }
    expect(problems).toEqual([{ kind: 'unreachable', host: 'other.site.test' }]);

    // Once it opens the problem is gone, and a drop after that is retried 3 s later again (S03).
    FakeSocket.instances.at(-1)?.accept();
    expect(socket.problem).toBeUndefined();
    FakeSocket.instances.at(-1)?.drop();
    const count = FakeSocket.instances.length;
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(count + 1);
    socket.close();
  });

  it("a socket address the page's security policy refuses (site_domain other than the API's) is reported at once and not retried", async () => {
    const socket = new LiveSocket(environment());
    const problems = problemsOf(socket);
    let domain = 'chat.other.test';
    socket.start(() => Promise.resolve(`wss://${domain}/im/t1`));
    await vi.advanceTimersByTimeAsync(0);
    // The browser reports the violation, then fails the socket (the order may also be reversed).
    violate('wss://chat.other.test/im/t1');
    FakeSocket.instances[0].drop();
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(problems).toEqual([{ kind: 'blocked', host: 'chat.other.test' }]);

    // A violation of another address is not the socket's; a re-render does not retry the refused one.
    violate('https://cdn.test/x.js');
    socket.stop();
    socket.start(() => Promise.resolve(`wss://${domain}/im/t2`));
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(problems).toHaveLength(1);

    // A new site_domain (the user info changed) is tried.
    domain = 'api.site.test';
    socket.start(() => Promise.resolve(`wss://${domain}/im/t3`));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances.map((ws) => ws.url)).toEqual([
      'wss://chat.other.test/im/t1',
      'wss://api.site.test/im/t3',
    ]);
    socket.close();
  });

  it('a violation reported after the socket closed still stops the retries; a constructor that throws is refused too', async () => {
    const socket = new LiveSocket(environment());
    socket.start(() => Promise.resolve('wss://late.test/im/t1'));
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.instances[0].drop();
    violate('wss://late.test');
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.problem).toEqual({ kind: 'blocked', host: 'late.test' });
    socket.close();

    // Older browsers throw a SecurityError from the constructor instead.
    class Refusing {
      constructor() {
        throw new DOMException('refused by the policy', 'SecurityError');
      }
    }
    const refusing = new LiveSocket({ ...environment(), WebSocket: Refusing as unknown as typeof WebSocket });
    refusing.start(() => Promise.resolve('wss://old.test/im/t1'));
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS);
    expect(refusing.problem).toEqual({ kind: 'blocked', host: 'old.test' });
    refusing.close();
    expect(refusing.problem).toBeUndefined();
  });
});
