// Types for budget.mjs (measureBudget is unit-tested on a fixture build).
import type { Sizes } from "./lib/compressed-size.mjs";
export interface BudgetRoute {
  route: string;
  lazy: string[];
  namespaces: string[];
  limitGzip: number;
}
export interface BudgetRow {
  route: string;
  files: string[];
  jsSize: Sizes;
  cssSize: Sizes;
  locale: { locale: string; size: Sizes; how: string };
  total: Sizes;
  limitGzip: number;
  ok: boolean;
  problems: string[];
}
export declare function measureBudget(opts?: {
  distDir?: string;
  rootDir?: string;
  routes?: BudgetRoute[];
  locales?: string[];
}): BudgetRow[];
