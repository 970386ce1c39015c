import { faultReader, type DemoFault, type FaultSwitch } from '../faults';

/** The worker's fault switch: the page's `localStorage` value as its requests bring it. */
export interface PageFaultSwitch extends FaultSwitch {
  /** The switch's text in the page's storage when it sent a request (`null`: none). */
  seen(raw: string | null): void;
}

/**
 * The fault switch of the demo API's worker (docs/demo-faults.md). In the browser the switch is
 * `localStorage['blind.demo.fault']`, which a worker cannot read: each request brings the page's
 * value, and a change made here (`POST /__demo/fault`, a fault whose `times` ran out) is posted
 * back for the page to store (`publish`). Requests already on their way still carry the value from
 * before that change: it is ignored until the page's storage has followed, so a fault meant for one
 * request never hits two.
 */
export function pageFaults(publish: (raw: string | null) => void): PageFaultSwitch {
  let current: DemoFault | undefined;
  let currentRaw: string | null = null;
  /** Values this worker has replaced since the page last followed: requests may still bring them. */
  const superseded = new Set<string | null>();
  const read = faultReader();
  return {
    seen(raw) {
      if (superseded.has(raw)) return;
      superseded.clear();
      currentRaw = raw;
      current = read(raw);
    },
    get: () => current,
    set(fault) {
      const raw = fault ? JSON.stringify(fault) : null;
      superseded.add(currentRaw);
      superseded.delete(raw);
      currentRaw = raw;
      current = fault;
      publish(raw);
    },
  };
}
