// The arithmetic of the bench's figures (pure; types: stats.d.mts).

/** The median of the finite numbers given (null when none). @param {(number | null)[]} values @returns {number | null} */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .map(Number)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * CLS as Chromium defines it: the largest session window of layout shifts (a window ends after a
 * 1 s gap or 5 s in all).
 * @param {[number, number][]} shifts [startTime, value]
 * @returns {number}
 */
export function cumulativeLayoutShift(shifts) {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const [time, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (time - previous >= 1_000 || time - windowStart >= 5_000) {
      current = 0;
      windowStart = time;
    }
    current += value;
    previous = time;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * Long-task time from `from` on (a task running across `from` counts for its part after it).
 * @param {[number, number][]} tasks [startTime, duration]
 * @param {number} from
 */
export function longTaskTimeAfter(tasks, from) {
  return tasks.reduce(
    (total, [start, duration]) => total + Math.max(0, start + duration - Math.max(start, from)),
    0,
  );
}

/**
 * Whether the dashboard's own chunk loads with the dashboard and not with the list (issue 14), or
 * null when either screen was not measured.
 * @param {{ list?: { scriptFiles?: string[] }, dashboard?: { scriptFiles?: string[] } } | undefined} figures
 */
export function dashboardChunkLazy(figures) {
  const list = figures?.list?.scriptFiles;
  const home = figures?.dashboard?.scriptFiles;
  if (!list || !home) return null;
  const isDashboard = (/** @type {string} */ file) => file.startsWith('DashboardHome');
  return !list.some(isDashboard) && home.some(isDashboard);
}
