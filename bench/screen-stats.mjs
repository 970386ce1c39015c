// The arithmetic of the staff screens' figures (issue 44 points 2 and 5; pure; types: screen-stats.d.mts).

/**
 * The longest long task that ended after `from` (0 when none).
 * @param {[number, number][]} tasks [startTime, duration]
 * @param {number} from
 */
export function longestTaskAfter(tasks, from) {
  return tasks.reduce(
    (longest, [start, duration]) => (start + duration > from ? Math.max(longest, duration) : longest),
    0,
  );
}

/**
 * The value at percentile `p` (0–100) of the numbers given, nearest rank (null when none): with 10
 * tries, the 75th percentile is the 8th smallest.
 * @param {(number | null)[]} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .map(Number)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * An interaction's duration as the Event Timing API gives it: the longest `duration` of the
 * entries sharing the interactionId of the entry that started at `startedAt` (the input event's
 * timeStamp); null when the browser reported no entry for it (under its 16 ms threshold).
 * @param {[number, number, number][]} entries [interactionId, startTime, duration]
 * @param {number} startedAt
 * @returns {number | null}
 */
export function interactionDuration(entries, startedAt) {
  const first = entries.find(([id, start]) => id > 0 && Math.abs(start - startedAt) < 1);
  if (!first) return null;
  return entries.reduce(
    (longest, [id, , duration]) => (id === first[0] ? Math.max(longest, duration) : longest),
    0,
  );
}
