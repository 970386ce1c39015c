/** The longest long task `[startTime, duration]` that ended after `from` (0 when none). */
export declare function longestTaskAfter(tasks: readonly (readonly [number, number])[], from: number): number;
/** The value at percentile `p` (0–100), nearest rank; null when none. */
export declare function percentile(values: readonly (number | null)[], p: number): number | null;
/** The longest duration of the Event Timing entries `[interactionId, startTime, duration]` of the interaction started at `startedAt`; null when none. */
export declare function interactionDuration(
  entries: readonly (readonly [number, number, number])[],
  startedAt: number,
): number | null;
