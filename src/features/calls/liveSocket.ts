/**
 * The live connection (spec §4, §7, §9; S03): one WebSocket for the whole app, opened after the
 * user info loads, kept alive with a ping every 10 s, every server message acknowledged with its
 * `request_id`, reopened 3 s after it closes, closed at logout. No React here: the layout starts and
 * stops it, screens subscribe to its messages.
 *
 * An address it cannot reach is not retried every 3 s for ever (issue 40): attempts that fail
 * before opening back off (3, 6, 12… up to 60 s) and, after a few, the socket reports its problem;
 * an address the page's Content-Security-Policy forbids (a `site_domain` other than the API's
 * origin) is reported at once and not tried again, since the policy cannot change before a reload.
 */

export const PING_INTERVAL_MS = 10_000;
export const RECONNECT_DELAY_MS = 3_000;
/** The longest wait between attempts that never opened. */
export const MAX_RECONNECT_DELAY_MS = 60_000;
/** Attempts in a row that fail before opening, after which the address counts as unreachable. */
export const UNREACHABLE_AFTER = 3;

/** Why the socket cannot connect, and to which host (the user is told once, in their language). */
export interface SocketProblem {
  /** `blocked`: the page's security policy forbids the address; `unreachable`: it never opens. */
  kind: 'blocked' | 'unreachable';
  host: string;
}

/** The wait before the next attempt after `failures` attempts in a row that never opened. */
export function reconnectDelay(failures: number): number {
  return Math.min(RECONNECT_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_RECONNECT_DELAY_MS);
}

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

/** What a `securitypolicyviolation` event says (the part the socket reads). */
export interface PolicyViolation {
  blockedURI: string;
  effectiveDirective: string;
}

/** What the service needs from the browser (replaced in unit tests). */
export interface SocketEnvironment {
  WebSocket: typeof WebSocket | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Listens to the page's Content-Security-Policy violations; returns the unsubscribe. */
  onPolicyViolation?: (listener: (violation: PolicyViolation) => void) => () => void;
}

/** The origin of a socket address (`wss://host:port`), or `undefined` when it is no URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The host of a socket address, for the user (the address itself when it is no URL). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
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
  onPolicyViolation: (listener) => {
    if (typeof document === 'undefined') return () => undefined;
    const handler = (event: SecurityPolicyViolationEvent) => listener(event);
    document.addEventListener('securitypolicyviolation', handler);
    return () => document.removeEventListener('securitypolicyviolation', handler);
  },
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
  /** Attempts in a row that failed before opening. */
  private failures = 0;
  private currentProblem: SocketProblem | undefined;
  /** The origin the security policy refused: not tried again (a new `site_domain` is). */
  private blockedOrigin: string | undefined;
  /** The address of the last attempt while it has not opened (a policy violation may come late). */
  private pending: string | undefined;
  private stopWatchingPolicy: (() => void) | undefined;

  constructor(private readonly env: SocketEnvironment = browserEnvironment()) {}

  /** Whether the socket is open now. */
  get open(): boolean {
    return !!this.socket && this.socket.readyState === 1;
  }

  /** Why it cannot connect now, if it cannot; the same object until that changes. */
  get problem(): SocketProblem | undefined {
    return this.currentProblem;
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
    this.stopWatchingPolicy ??= this.env.onPolicyViolation?.((violation) => this.onViolation(violation));
    if (this.socket || this.connecting) return;
    this.env.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
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
    this.retryTimer = undefined;
    this.env.clearInterval(this.pingTimer);
    this.stopWatchingPolicy?.();
    this.stopWatchingPolicy = undefined;
    this.failures = 0;
    this.blockedOrigin = undefined;
    this.pending = undefined;
    this.setProblem(undefined);
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
      // No token (its errors are passed on silently, spec §7): try again, less and less often.
      this.failures += 1;
      this.retry();
      return;
    }
    // The address the policy refused stays refused until the page reloads.
    if (this.isBlocked(url)) return;
    this.pending = url;
    let socket: WebSocket;
    try {
      socket = new Socket(url);
    } catch {
      // Thrown at once: an address that is no URL, or an older browser's security-policy check.
      this.block(url);
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.pending = undefined;
      this.failures = 0;
      this.setProblem(undefined);
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
      if (this.isBlocked(url)) return;
      if (!opened) {
        this.failures += 1;
        if (this.failures >= UNREACHABLE_AFTER && !this.currentProblem)
          this.setProblem({ kind: 'unreachable', host: hostOf(url) });
      }
      this.retry();
    };
  }

  /**
   * A refusal by the page's policy (connect-src) of the address being opened: the browser reports
   * it as an event, before or after the socket's close, and the socket then never opens.
   */
  private onViolation({ blockedURI, effectiveDirective }: PolicyViolation): void {
    const url = this.pending;
    if (!this.running || url === undefined || !effectiveDirective.startsWith('connect-src')) return;
    if (originOf(blockedURI) !== originOf(url)) return;
    this.block(url);
  }

  private isBlocked(url: string): boolean {
    return this.blockedOrigin !== undefined && (originOf(url) ?? url) === this.blockedOrigin;
  }

  /** Stops trying an address the browser will not open, and says so. */
  private block(url: string): void {
    this.blockedOrigin = originOf(url) ?? url;
    this.env.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.setProblem({ kind: 'blocked', host: hostOf(url) });
  }

  private setProblem(problem: SocketProblem | undefined): void {
    if (problem?.kind === this.currentProblem?.kind && problem?.host === this.currentProblem?.host) return;
    this.currentProblem = problem;
    this.stateListeners.forEach((l) => l(this.open));
  }

  /** The next attempt: 3 s after a connection that was open (S03), longer after failed ones. */
  private retry(): void {
    if (!this.running) return;
    this.env.clearTimeout(this.retryTimer);
    this.retryTimer = this.env.setTimeout(() => {
      this.retryTimer = undefined;
      if (this.running && !this.socket) void this.connect();
    }, reconnectDelay(this.failures));
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
