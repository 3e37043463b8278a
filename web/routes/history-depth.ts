/**
 * How many steps of this tab's history are the product's own (ADR-0380): the header's Back steps
 * back through history only when the entry before is ours. `history.length` cannot tell, since it
 * counts the other site or the blank new tab the visitor came from too, and Back must never leave
 * the product (SHELL-BACK-1).
 *
 * Each entry carries its depth in `history.state`; it survives a reload, and a page loaded afresh
 * (a pasted link, another site's link) starts at 0.
 */
let depth = 0;

/**
 * The stamp in `history.state`, or null. A check by hand, not a Schema (ADR-0499): this module runs
 * in the entry, where Schema would bring effect's 78 KB into the task that wakes the app.
 */
const stampOf = (state: unknown): number | null => {
  const value = typeof state === "object" && state !== null ? Reflect.get(state, "lumenDepth") : undefined;
  return Number.isSafeInteger(value) && typeof value === "number" ? Math.max(0, value) : null;
};

/** history.state with the depth written in, keeping what else another script stored there. */
export function stateAt(at: number, state: unknown = history.state): Record<string, unknown> {
  const base = typeof state === "object" && state !== null ? { ...state } : {};
  return { ...base, lumenDepth: at };
}

/** An entry reached without a stamp is one the browser made (a link, a typed hash): one step deeper. */
const settle = (): void => {
  const stamped = stampOf(history.state);
  if (stamped !== null) {
    depth = stamped;
    return;
  }
  depth += 1;
  history.replaceState(stateAt(depth), "");
};

/** Stamps the entry the page loaded on and follows every move after it. Called once at boot. */
export function startHistoryDepth(): void {
  depth = stampOf(history.state) ?? 0;
  history.replaceState(stateAt(depth), "");
  addEventListener("popstate", settle);
  addEventListener("hashchange", settle);
}

/** The depth of the entry the tab is on; 0 when the one before it is not the product's. */
export const historyDepth = (): number => depth;
