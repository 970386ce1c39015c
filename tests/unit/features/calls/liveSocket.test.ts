import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveSocket,
  parseFrame,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  socketUrl,
  type SocketEnvironment,
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

function environment(): SocketEnvironment {
  return {
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  };
}

const url = () => Promise.resolve('ws://site.test/im/t1');

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
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
