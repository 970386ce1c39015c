import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readsWithin } from '../../../src/mocks/dbDeadline';
import { withDeadline } from '../../../src/platform/deadline';
import { SaveQueue, StorageError, type Persistence } from '../../../src/mocks/persistence';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A persistence whose reads never answer (an IndexedDB open that hangs). */
const hanging: Persistence = {
  kind: 'indexeddb',
  get: () => new Promise(() => undefined),
  set: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

describe('time-boxed demo start (issue 9)', () => {
  it('withDeadline passes a result on time through, and rejects with the given error after the time', async () => {
    await expect(withDeadline(Promise.resolve(1), 100, () => new Error('late'))).resolves.toBe(1);
    const late = withDeadline(new Promise(() => undefined), 100, () => new Error('late'));
    const settled = expect(late).rejects.toThrow('late');
    await vi.advanceTimersByTimeAsync(100);
    await settled;
  });

  it('a hanging IndexedDB read fails as "blocked" after the deadline, and the store goes on in memory saying so', async () => {
    const queue = new SaveQueue(readsWithin(hanging, 10_000), () => []);
    const told = vi.fn();
    queue.onStatus(told);
    const read = queue.read(['db']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(queue.status).toEqual({ mode: 'indexeddb' });
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual([undefined]);
    const status = {
      mode: 'memory',
      reason: 'blocked',
      detail: 'StorageError: indexeddb did not answer within 10000 ms',
    };
    expect(queue.status).toEqual(status);
    expect(told).toHaveBeenCalledWith(status);
  });

  it('a read that answers in time is passed through', async () => {
    const quick: Persistence = { ...hanging, get: (keys) => Promise.resolve(keys.map(() => 1)) };
    await expect(readsWithin(quick, 10_000).get(['a', 'b'])).resolves.toEqual([1, 1]);
  });

  it('keeps the reason of a read that fails before the deadline', async () => {
    const refused: Persistence = {
      ...hanging,
      get: () => Promise.reject(new StorageError('unavailable', 'IndexedDB is not available')),
    };
    await expect(readsWithin(refused, 10_000).get(['a'])).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
