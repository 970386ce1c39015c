import type { DemoDb, SharedState } from './db';

/**
 * The in-browser demo API runs in each tab, on its own copy of the store it loaded from
 * IndexedDB. Without a word between them, two tabs were two servers: a rename saved in one tab was
 * unknown to the other, whose next save wrote its stale copy over it, silently, where the real
 * server answers 409. Each change is posted at once to the other tabs of the browser, which take
 * it, so every tab answers as the one server would: the same revisions, the same refusals.
 */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The name of the channel of the demo's tabs. */
export const TAB_CHANNEL_NAME = 'blind-demo-api';

const isShared = (value: unknown): value is SharedState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SharedState).changes === 'object' &&
  typeof (value as SharedState).nextIds === 'object';

/** Shares the store's changes with the other tabs on `channel`; returns the disconnect function. */
export function shareBetweenTabs(db: DemoDb, channel: TabChannel): () => void {
  let changes: SharedState['changes'] = {};
  let sessions = false;
  let queued = false;
  // What `adopt` takes is not a change of this tab: it is not posted back.
  const unsubscribe = db.onChange((resource, { record, removed }) => {
    if (!resource) sessions = true;
    else {
      const entry = (changes[resource] ??= { records: [], removed: [] });
      if (record) entry.records = [...entry.records.filter((r) => r.id !== record.id), record];
      if (removed !== undefined) {
        entry.records = entry.records.filter((r) => r.id !== removed);
        entry.removed.push(removed);
      }
    }
    if (queued) return;
    queued = true;
    // One message for the changes of one request (a claim changes the customer and the log).
    queueMicrotask(() => {
      queued = false;
      const message = db.shareable(changes, sessions);
      changes = {};
      sessions = false;
      channel.postMessage(message);
    });
  });
  const onMessage = (event: MessageEvent) => {
    if (isShared(event.data)) db.adopt(event.data);
  };
  channel.addEventListener('message', onMessage);
  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
  };
}
