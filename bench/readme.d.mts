import type { TargetFigures } from './compare.mjs';

export declare const README_START: string;
export declare const README_END: string;

/** A Markdown table laid out as Prettier lays it out; the first row is the header. */
export declare function markdownTable(rows: readonly (readonly string[])[]): string;

/** What the README's block is made of (a part of bench.json's report). */
export interface ReadmeReport {
  date: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGB: number;
    chromium: string;
    node: string;
    loadAverage: number;
    loadAverages?: number[];
  };
  runs: number;
  lighthouseRuns?: number;
  figures: { baseline: TargetFigures; api?: TargetFigures; demo?: TargetFigures };
  budgets: { ok: boolean | null }[];
}
/** The README's block: the figures with their ratios to the baseline, then when and where measured. */
export declare function readmeFigures(report: ReadmeReport): string;

/** The README with its block between the markers replaced; throws when the markers are missing. */
export declare function replaceReadmeFigures(readme: string, block: string): string;
