import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type DemoDb } from '../../../src/mocks/db';
import { shareBetweenTabs } from '../../../src/mocks/tabSync';
import { checkRevision } from '../../../src/mocks/versions';

// Two tabs of one browser, each with its in-browser demo API on its own copy of the store, answer
// as one server: a change in one is known to the other at once, so its stale write is a 409.

const disconnect: (() => void)[] = [];
const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const stop of disconnect.splice(0)) stop();
  for (const channel of channels.splice(0)) channel.close();
});

function tab(): DemoDb {
  const db = createDb({ customerCount: 5 });
  const channel = new BroadcastChannel('tab-sync-test');
  channels.push(channel);
  disconnect.push(shareBetweenTabs(db, channel));
  return db;
}

describe('the demo tabs share one store (issue 40 point 1, browser build)', () => {
  it("[E04] a rename saved in one tab is the other's too: its save on the revision it read is refused with 409", async () => {
    const first = tab();
    const second = tab();
    const read = second.get('store', 2);
    if (!read) throw new Error('no store 2');
    first.replace('store', { ...read, name: 'Renamed in the first tab' }, '林晓');

    await vi.waitFor(() => expect(second.get('store', 2)?.name).toBe('Renamed in the first tab'));
    expect(second.get('store', 2)?.revision).toBe(Number(read.revision) + 1);
    const stored = second.get('store', 2) ?? read;
    const refused = checkRevision('en', { revision: read.revision }, stored, () => stored);
    expect(refused?.status).toBe(409);
    expect(((await refused?.json()) as { text: string }).text).toMatch(
      /^This record was changed by 林晓 at /,
    );
  });

  it('records created in two tabs get different ids; a removal and a login in one tab are known to the other', async () => {
    const first = tab();
    const second = tab();
    const created = first.create('store', { name: 'First' });
    await vi.waitFor(() => expect(second.get('store', created.id)?.name).toBe('First'));
    expect(second.create('store', { name: 'Second' }).id).toBe(created.id + 1);
    first.remove('store', 5);
    await vi.waitFor(() => expect(second.get('store', 5)).toBeUndefined());

    const session = first.createSession('sales', 2);
    await vi.waitFor(() => expect(second.session(`Bearer ${session.token}`)?.username).toBe('sales'));
  });

  it('a tab disconnected takes nothing more', async () => {
    const first = tab();
    const second = tab();
    disconnect.pop()?.();
    const before = second.get('store', 3)?.name;
    const read = first.get('store', 3);
    if (!read) throw new Error('no store 3');
    first.replace('store', { ...read, name: 'Changed' }, '林晓');
    // The message reaches a third tab, proving it was sent, but not the disconnected one.
    const third = tab();
    first.replace('store', { ...read, name: 'Changed again' }, '林晓');
    await vi.waitFor(() => expect(third.get('store', 3)?.name).toBe('Changed again'));
    expect(second.get('store', 3)?.name).toBe(before);
  });
});
