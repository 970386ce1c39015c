import type { ScreenFigures, TargetFigures as ComparedFigures } from './compare.d.mts';

/** A staff screen reached one way (medians). */
export interface StaffVisit {
  readyMs: number | null;
  longestTaskMs: number | null;
  longTaskMs: number | null;
  cls: number | null;
  playMs: number | null;
}
/** A page's Lighthouse scores per preset. */
export interface LighthouseScores {
  mobile?: number | null;
  desktop?: number | null;
}
/** What the budgets read of a target (bench/budgets.mjs TargetFigures). */
export interface TargetFigures extends Omit<ComparedFigures, 'lighthouse'> {
  /** The login page's scores, and those of the signed-in customer list and detail (API build). */
  lighthouse?: (LighthouseScores & { list?: LighthouseScores; detail?: LighthouseScores }) | null;
  detail?: ScreenFigures;
  /** The screens staff live in, cold and in the app (bench/staff-screens.mjs). */
  staff?: Record<string, { cold: StaffVisit; inApp: StaffVisit }>;
  /** Each interaction's next paint, p75 of 10 tries (bench/interactions.mjs). */
  interactions?: {
    typing: number | null;
    tabSwitch: number | null;
    rowMenu: number | null;
    fallbacks: number;
  };
  /** The 50,000-customer server's pages (scripts/bench-server.mjs). */
  server?: { p95Ms: number; afterWrite: { p95Ms: number } } | null;
}
export interface Figures {
  baseline: TargetFigures;
  api?: TargetFigures;
  demo?: TargetFigures;
  company?: TargetFigures;
}
export interface BudgetLine {
  id: string;
  build: 'api' | 'demo' | 'company';
  label: string;
  limit: string;
  value: number | null;
  unit: 'ratio' | 'score' | 'cls' | 'ms';
  ok: boolean | null;
}
/** Every budget line for the builds that were measured. */
export declare function evaluateBudgets(figures: Figures): BudgetLine[];
