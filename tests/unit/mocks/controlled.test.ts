import { describe, expect, it, vi } from 'vitest';
import { ensureControlled, type ControlDeps } from '../../../src/mocks/controlled';

function deps(controller: ServiceWorker | null, stored: Record<string, string> = {}) {
  const listeners = new Set<() => void>();
  const container = {
    controller,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
    removeItem: (key: string) => void delete stored[key],
  };
  const reload = vi.fn();
  const claim = (worker: ServiceWorker) => {
    container.controller = worker;
    for (const listener of [...listeners]) listener();
  };
  return {
    deps: { container, storage, reload, waitMs: 50 } as unknown as ControlDeps,
    reload,
    stored,
    claim,
  };
}

const worker = {} as ServiceWorker;

describe('a demo page the service worker must control', () => {
  it('goes on at once when controlled, forgetting an earlier reload', async () => {
    const t = deps(worker, { 'demo-api-reloaded': '1' });
    await ensureControlled(t.deps);
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.stored).toEqual({});
  });

  it('waits for the worker to claim the page', async () => {
    const t = deps(null);
    const done = ensureControlled(t.deps);
    t.claim(worker);
    await done;
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('reloads once when the page stays uncontrolled, and fails the second time', async () => {
    const t = deps(null);
    void ensureControlled(t.deps);
    await vi.waitFor(() => expect(t.reload).toHaveBeenCalledTimes(1));
    await expect(ensureControlled(t.deps)).rejects.toThrow('does not control this page');
    expect(t.reload).toHaveBeenCalledTimes(1);
  });
});
