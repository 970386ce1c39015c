/**
 * The media library's records in the demo (`attach`, `attach-tag`): offline thumbnails, tag counts,
 * uploads kept as data URLs. Served by `bespoke/media.ts` and `bespoke/mediaAttach.ts`.
 */
import type { DemoDb, DemoRecord } from './db';

/** Spec §5 V07: the library's image limit. */
export const LIBRARY_IMAGE_LIMIT = 5_242_880;
export const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(['mp4', 'mov', 'webm', 'm4v']);
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg']);

const SEEDED_HOST = 'https://cdn.example.com/';
const COLORS = ['#f8bbd0', '#c5cae9', '#b2dfdb', '#ffe0b2', '#d1c4e9', '#c8e6c9', '#ffccbc', '#b3e5fc'];

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A 4:3 picture that displays offline (an SVG data URL): sky, sun, hills, the name. */
export function placeholderUrl(id: number, name: string): string {
  const color = COLORS[id % COLORS.length];
  const sun = 30 + ((id * 37) % 100);
  const label = escapeXml(name.replace(/\.[^.]+$/, '').slice(0, 12));
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 120'><rect width='160' height='120' fill='${color}'/>` +
    `<circle cx='${sun}' cy='34' r='14' fill='#fff8e1'/>` +
    `<path d='M0 92 L46 52 L80 82 L108 62 L160 96 L160 120 L0 120 Z' fill='rgba(0,0,0,0.18)'/>` +
    `<text x='80' y='112' font-size='12' text-anchor='middle' fill='#fff'>${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A record as the library answers it: seeded images get an offline picture. */
export function presentMedia(record: DemoRecord): DemoRecord {
  const url = typeof record.url === 'string' ? record.url : '';
  if (record.type !== 0 || !url.startsWith(SEEDED_HOST)) return record;
  return { ...record, url: placeholderUrl(Number(record.id), String(record.name ?? '')) };
}

/** The lower-case extension of a file name or path, '' when none. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/** Recounts `attach_count` of every tag after media moved or went (derived: the tags' versions stay). */
export function recountTags(db: DemoDb): void {
  const counts = new Map<unknown, number>();
  for (const a of db.list('attach')) counts.set(a.tag_id, (counts.get(a.tag_id) ?? 0) + 1);
  for (const tag of db.list('attach-tag')) {
    const count = counts.get(tag.id) ?? 0;
    if (tag.attach_count !== count) db.storeDerived('attach-tag', { ...tag, attach_count: count });
  }
}

/** The file as a data URL, so that an upload displays again after a reload (offline). */
export async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Ids sent as a list of numbers (or numeric strings). */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** Removes media; answers how many went. */
export function removeMedia(db: DemoDb, ids: readonly number[]): number {
  let removed = 0;
  for (const id of ids) if (db.remove('attach', id)) removed += 1;
  if (removed) recountTags(db);
  return removed;
}

/** Puts media under a tag (`add`) or takes them out of it, as `by` (who acts, versions.ts). */
export function tagMedia(db: DemoDb, ids: readonly number[], tagId: number, add: boolean, by: string): void {
  for (const id of ids) {
    const record = db.get('attach', id);
    if (!record) continue;
    if (add) db.replace('attach', { ...record, tag_id: tagId }, by);
    else if (record.tag_id === tagId) {
      const next: DemoRecord = { ...record };
      delete next.tag_id;
      db.replace('attach', next, by);
    }
  }
  recountTags(db);
}
