import { z } from 'zod';
import { PALETTE_RECENTS_PREFIX, withStorage } from '../../platform/userStorage';

/**
 * The user's recent palette picks, newest first, in local storage `blind.palette.<user>` (wiped
 * with the user's other data at logout: userStorage.ts). A page is kept by its menu key and shown
 * again only while the user may open it, under its label in the language of the day; a customer
 * by its id with the name, number and phone as the palette showed them (the phone masked).
 */

const pagePick = z.object({ kind: z.literal('page'), key: z.string().min(1) });
const customerPick = z.object({
  kind: z.literal('customer'),
  id: z.number().int(),
  name: z.string(),
  number: z.string().optional(),
  phone: z.string().optional(),
});
const recentPick = z.discriminatedUnion('kind', [pagePick, customerPick]);

export type RecentPick = z.infer<typeof recentPick>;
export type CustomerPick = z.infer<typeof customerPick>;

/** How many picks are kept. */
export const MAX_RECENTS = 8;

export const recentsKey = (userId: string | number): string => `${PALETTE_RECENTS_PREFIX}${userId}`;

const identity = (pick: RecentPick): string =>
  pick.kind === 'page' ? `page:${pick.key}` : `customer:${pick.id}`;

/** The user's picks as stored; an entry that does not parse (an older shape, an edit) is left out. */
export function readRecents(userId: string | number): RecentPick[] {
  let raw: string | null = null;
  withStorage('localStorage', (storage) => {
    raw = storage.getItem(recentsKey(userId));
  });
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
      const parsed = recentPick.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Puts a pick first (once), keeping the newest `MAX_RECENTS`; answers the new list. */
export function rememberPick(userId: string | number, pick: RecentPick): RecentPick[] {
  const next = [pick, ...readRecents(userId).filter((p) => identity(p) !== identity(pick))].slice(
    0,
    MAX_RECENTS,
  );
  withStorage('localStorage', (storage) => storage.setItem(recentsKey(userId), JSON.stringify(next)));
  return next;
}
