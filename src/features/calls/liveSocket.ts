/**
 * The live connection (spec §4, §7, §9; S03): one WebSocket for the whole app, opened after the
 * user info loads, kept alive with a ping every 10 s, every server message acknowledged with its
 * `request_id`, reopened 3 s after it closes, closed at logout. No React here: the layout starts and
 * stops it, screens subscribe to its messages.
 */

export const PING_INTERVAL_MS = 10_000;
export const RECONNECT_DELAY_MS = 3_000;

/** A server message: `{ request_id, method, arguments }`. */
export interface SocketMessage {
  request_id?: string | number;
  method: string;
  arguments: unknown;
}

export const PING_FRAME = { class: 'Response', method: 'ping' } as const;

export function ackFrame(requestId: string | number) {
  return { class: 'Response', method: 'received', request_id: requestId } as const;
}

/** Reads a frame; anything that is not a `{ method }` object is dropped. */
export function parseFrame(data: unknown): SocketMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || !('method' in value) || typeof value.method !== 'string')
    return undefined;
  const requestId = 'request_id' in value ? value.request_id : undefined;
  return {
    method: value.method,
    arguments: 'arguments' in value ? value.arguments : undefined,
    request_id: typeof requestId === 'string' || typeof requestId === 'number' ? requestId : undefined,
  };
}

/** `ws://` for a page served over http, `wss://` otherwise (spec §7). */
export function socketUrl(siteDomain: string, token: string, pageProtocol: string): string {
  const host = siteDomain.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const scheme = pageProtocol === 'http:' ? 'ws' : 'wss';
  return `${scheme}://${host}/im/${encodeURIComponent(token)}`;
}

type Listener = (message: SocketMessage) => void;
type StateListener = (open: boolean) => void;

/** What the service needs from the browser (replaced in unit tests). */
export interface SocketEnvironment {
  WebSocket: typeof WebSocket | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserEnvironment = (): SocketEnvironment => ({
  // Read at each connection: the demo API replaces WebSocket once it has started (msw).
  get WebSocket() {
    return typeof WebSocket === 'undefined' ? undefined : WebSocket;
  },
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
});

export class LiveSocket {
  private socket: WebSocket | undefined;
  private connecting = false;
  private running = false;
  private resolveUrl: (() => Promise<string | undefined>) | undefined;
  private pingTimer: unknown;
  private retryTimer: unknown;
  private stopTimer: unknown;
  private readonly listeners = new Set<Listener>();
  private readonly stateListeners = new Set<StateListener>();

  constructor(private readonly env: SocketEnvironment = browserEnvironment()) {}

  /** Whether the socket is open now. */
  get open(): boolean {
    return !!this.socket && this.socket.readyState === 1;
  }

  /**
   * Opens the connection (the URL is asked for at each attempt: a fresh token); does nothing
   * without WebSocket or when one is already open or opening. A pending `stop` is cancelled, so
   * a re-render that stops and starts again keeps the same connection.
   */
  start(resolveUrl: () => Promise<string | undefined>): void {
    this.env.clearTimeout(this.stopTimer);
    this.stopTimer = undefined;
    this.resolveUrl = resolveUrl;
    if (!this.env.WebSocket) return;
    this.running = true;
    if (this.socket || this.connecting) return;
    void this.connect();
  }

  /** Closes the connection at logout (after the current task, so a restart cancels it). */
  stop(): void {
    this.env.clearTimeout(this.stopTimer);
    this.stopTimer = this.env.setTimeout(() => this.close(), 0);
  }

  /** Closes at once: no keep-alive, no reconnection. */
  close(): void {
    this.running = false;
    this.env.clearTimeout(this.retryTimer);
    this.env.clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.close();
    this.stateListeners.forEach((l) => l(false));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStateChange(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private async connect(): Promise<void> {
    const Socket = this.env.WebSocket;
    if (!Socket || !this.resolveUrl) return;
    this.connecting = true;
    let url: string | undefined;
    try {
      url = await this.resolveUrl();
    } catch {
      url = undefined;
    }
    this.connecting = false;
    if (!this.running || this.socket) return;
    if (!url) {
      this.retry();
      return;
    }
    const socket = new Socket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.env.clearInterval(this.pingTimer);
      this.pingTimer = this.env.setInterval(() => this.send(PING_FRAME), PING_INTERVAL_MS);
      this.stateListeners.forEach((l) => l(true));
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.env.clearInterval(this.pingTimer);
      this.stateListeners.forEach((l) => l(false));
      this.retry();
    };
  }

  private retry(): void {
    if (!this.running) return;
    this.env.clearTimeout(this.retryTimer);
    this.retryTimer = this.env.setTimeout(() => {
      if (this.running && !this.socket) void this.connect();
    }, RECONNECT_DELAY_MS);
  }

  private send(frame: object): void {
    if (this.socket && this.socket.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private receive(data: unknown): void {
    const message = parseFrame(data);
    if (!message) return;
    if (message.request_id !== undefined) this.send(ackFrame(message.request_id));
    if (message.method === 'ping') return;
    this.listeners.forEach((listener) => listener(message));
  }
}

/** The app's one live connection. */
export const liveSocket = new LiveSocket();
