/** The median of the finite numbers given (null when none). */
export declare function median(values: readonly (number | null)[]): number | null;
/** CLS: the largest session window of layout shifts `[startTime, value]` (1 s gap, 5 s at most). */
export declare function cumulativeLayoutShift(shifts: readonly (readonly [number, number])[]): number;
/** Long-task time `[startTime, duration]` from `from` on. */
export declare function longTaskTimeAfter(
  tasks: readonly (readonly [number, number])[],
  from: number,
): number;
interface ScreenScripts {
  scriptFiles?: readonly string[];
}
/** Whether the dashboard's chunk loads with the dashboard and not with the list; null when unmeasured. */
export declare function dashboardChunkLazy(
  figures: { list?: ScreenScripts; dashboard?: ScreenScripts } | undefined,
): boolean | null;
