import type { RouteDefinition } from "./route-meta";
import type { RouteParams } from "./route-path";

/** What every screen receives from the route view. */
export interface ScreenProps {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  /** The query inside the hash (`#/login?redirect=…`). */
  readonly query: URLSearchParams;
}
