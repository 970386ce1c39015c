/** Small helpers of the demo store (db.ts): the registry's fingerprint, ids, tokens, stages. */
import type { ResourceDefinition } from '../../resources/core/define';
import { hashString } from './seed';
import type { DemoRecord } from './seeding';

/** A short hash of the registry's shape (resources, fields and their kinds). */
export function registryFingerprint(resources: readonly ResourceDefinition[]): string {
  const text = resources
    .map((r) => `${r.name}:${r.fieldInfo.map((f) => `${f.name}/${f.kind}/${f.widget}`).join(',')}`)
    .sort()
    .join(';');
  return hashString(text).toString(36);
}

/** `bytes` random bytes in hex (tokens). */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The next id of each collection: one above its largest. */
export function nextIdsOf(collections: Record<string, DemoRecord[]>): Record<string, number> {
  const nextIds: Record<string, number> = {};
  for (const [name, records] of Object.entries(collections)) {
    nextIds[name] = records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
  }
  return nextIds;
}

/** A promise with its resolver, for the two loading stages. */
export function stage(): { promise: Promise<void>; done: () => void } {
  let done = () => undefined as void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
}
