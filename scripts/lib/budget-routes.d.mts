/** What the budget measures per route (scripts/lib/budget-routes.mjs). */
export interface BudgetRoute {
  readonly route: string;
  readonly lazy: readonly string[];
  readonly namespaces: readonly string[];
  readonly limitGzip: number;
  readonly maxScripts?: number;
  readonly targetGzip?: number;
  readonly targetScripts?: number;
}

export const LOCALES: readonly string[];
export const BUDGET_ROUTES: readonly BudgetRoute[];
