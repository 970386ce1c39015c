/**
 * Fault injection in the demo API (docs/demo-faults.md): a switch that makes matching requests
 * fail as a real server or network would, so the app's failure paths can be tried and tested.
 * In the browser the switch is `localStorage['blind.demo.fault']`; over HTTP, `POST /__demo/fault`
 * and the `DEMO_FAULT` environment variable. The demo API's own `/__demo/` calls never fail.
 */
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { langOf, text } from './messages';

export const FAULT_KINDS = ['500', 'malformed', 'timeout', 'offline'] as const;

/** The switch: which fault, on which requests, how many times. */
export const faultSchema = z.strictObject({
  /** `500` an error answer, `malformed` a 200 that is not JSON, `timeout` no answer, `offline` a network error. */
  kind: z.enum(FAULT_KINDS),
  /** Only requests whose path (with its query) contains this text; all of them without it. */
  match: z.string().min(1).optional(),
  /** Only requests of this method (any case); all of them without it. */
  method: z
    .string()
    .min(1)
    .transform((m) => m.toUpperCase())
    .optional(),
  /** How many requests fail; then the switch clears itself. Without it, until cleared. */
  times: z.number().int().positive().optional(),
});

export type DemoFault = z.output<typeof faultSchema>;

/** The `localStorage` key of the switch in the browser. */
export const FAULT_STORAGE_KEY = 'blind.demo.fault';

/** The body of the `malformed` fault: what a proxy's error page looks like to a JSON client. */
export const MALFORMED_BODY = '<html>oops';

/** Where the switch lives. */
export interface FaultSwitch {
  get(): DemoFault | undefined;
  set(fault: DemoFault | undefined): void;
}

/** Reads a switch from its JSON text; throws a readable error when it is not one. */
export function parseFault(json: string): DemoFault {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`demo fault: not JSON: ${json}`);
  }
  const result = faultSchema.safeParse(value);
  if (!result.success) throw new Error(`demo fault: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A switch held in memory (the HTTP demo server, tests), optionally set at start. */
export function memoryFaults(initial?: DemoFault): FaultSwitch {
  let current = initial;
  return {
    get: () => current,
    set: (fault) => {
      current = fault;
    },
  };
}

/**
 * Reads the switch's stored text (`null` or empty: none); a text that is not a valid switch is
 * ignored, with a warning once per text.
 */
export function faultReader(): (raw: string | null) => DemoFault | undefined {
  let warned: string | undefined;
  return (raw) => {
    if (!raw) return undefined;
    try {
      return parseFault(raw);
    } catch (error) {
      if (warned !== raw) console.warn(error instanceof Error ? error.message : error);
      warned = raw;
      return undefined;
    }
  };
}

/**
 * The browser's switch: `localStorage['blind.demo.fault']`, read on every request so it can be
 * set from the console without a reload. A value that is not a valid switch is ignored (with a
 * warning once per value).
 */
export function storageFaults(storage: Storage): FaultSwitch {
  const read = faultReader();
  return {
    get: () => read(storage.getItem(FAULT_STORAGE_KEY)),
    set(fault) {
      if (fault) storage.setItem(FAULT_STORAGE_KEY, JSON.stringify(fault));
      else storage.removeItem(FAULT_STORAGE_KEY);
    },
  };
}

/** Whether the switch applies to a request. */
export function faultMatches(fault: DemoFault, request: Request): boolean {
  const url = new URL(request.url);
  if (fault.method && fault.method !== request.method.toUpperCase()) return false;
  return !fault.match || `${url.pathname}${url.search}`.includes(fault.match);
}

/** The fault a request meets, if any; counts it against `times` (clearing the switch at zero). */
export function takeFault(faults: FaultSwitch, request: Request): DemoFault | undefined {
  const fault = faults.get();
  if (!fault || !faultMatches(fault, request)) return undefined;
  if (fault.times !== undefined)
    faults.set(fault.times > 1 ? { ...fault, times: fault.times - 1 } : undefined);
  return fault;
}

/** Waits until the request is aborted (the client gave up, the server closed), else forever. */
function never(request: Request): Promise<Response> {
  return new Promise((resolve) => {
    request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
  });
}

/** The answer of a fault. */
export function faultResponse(fault: DemoFault, request: Request): Promise<Response> | Response {
  switch (fault.kind) {
    case '500': {
      const message = text(langOf(request), 'serverError');
      // The header is what a failed download shows (E05).
      return HttpResponse.json(
        { code: 500, text: message },
        { status: 500, headers: { 'error-message': encodeURIComponent(message) } },
      );
    }
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    case 'timeout':
      return never(request);
    case 'offline':
      return HttpResponse.error();
  }
}
