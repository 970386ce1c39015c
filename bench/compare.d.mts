/** One screen's medians (bench/budgets.mjs ScreenMedians, the figures this module reads). */
export type ScreenFigures = Partial<
  Record<
    | 'readyMs'
    | 'interactiveMs'
    | 'lcpMs'
    | 'firstPaintMs'
    | 'longTaskMs'
    | 'longTaskCount'
    | 'cls'
    | 'jsHeapBytes'
    | 'jsDecodedBytes'
    | 'jsBeforeInteractiveBytes',
    number | null
  >
>;
/** One target's figures (bench/budgets.mjs TargetFigures). */
export interface TargetFigures {
  login?: ScreenFigures;
  firstVisit?: ScreenFigures;
  list?: ScreenFigures;
  form?: ScreenFigures;
  show?: ScreenFigures;
  dashboard?: ScreenFigures;
  churn?: { after10Bytes?: number | null; after200Bytes?: number | null; growth?: number | null };
  lighthouse?: { mobile?: number | null; desktop?: number | null } | null;
  bundleGzipBytes?: number;
  runs?: number;
}

/** A Lighthouse score as printed (n/a when missing). */
export declare function score(value: number | null | undefined): string;

export interface FigureRow {
  label: string;
  read: (figures: TargetFigures) => number | null | undefined;
  format: (value: number | null | undefined) => string;
  /** Whether a ratio to the plain react-admin baseline means something for this figure. */
  baselineRatio: boolean;
}
/** The figures of the bench's table, in its order. */
export declare const FIGURES: readonly FigureRow[];

/** A change with its sign and the figure's unit: "+12 ms", "−0.4 MB", "±0 ms". */
export declare function signed(delta: number, format: (value: number) => string): string;

export interface ComparisonRow {
  label: string;
  ref: string;
  current: string;
  change: string;
  times: string;
  refValue: number | null;
  currentValue: number | null;
  delta: number | null;
  factor: number | null;
}
/** Every figure of one build at the ref and now, with the change and the factor (n/a when missing). */
export declare function compareBuild(
  ref: TargetFigures | undefined,
  current: TargetFigures | undefined,
): ComparisonRow[];

type Builds = { api?: TargetFigures; demo?: TargetFigures };
/** The before/after of each build measured on either side (API build first). */
export declare function compareFigures(
  ref: Builds,
  current: Builds,
): { build: 'api' | 'demo'; rows: ComparisonRow[] }[];
