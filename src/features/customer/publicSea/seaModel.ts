import dayjs from 'dayjs';

type DateLike = string | number | Date | null | undefined;

/** Whole days since the customer entered the public sea (0 on the day it did). */
export function daysInSea(seaEnteredAt: DateLike, now: DateLike = new Date()): number | undefined {
  if (seaEnteredAt === null || seaEnteredAt === undefined || seaEnteredAt === '') return undefined;
  const since = dayjs(seaEnteredAt);
  if (!since.isValid()) return undefined;
  return Math.max(0, dayjs(now).startOf('day').diff(since.startOf('day'), 'day'));
}

/** The public sea's list type (spec §2). */
export const PUBLIC_SEA = 2;
/** Every public-sea action (claim, put back, assign evenly) needs it (spec §6). */
export const SEA_PERMISSION = 'customer.public';
