import type { AccessEntry } from "./server-log";

/** How long one client's repeated refusals are folded into one summary line. */
export const FOLD_WINDOW_MS = 1000;

/** One client's refusals after the first in a window: written as one line when the window ends. */
export interface FoldedRefusals {
  readonly client: string;
  readonly status: number;
  readonly count: number;
  readonly windowMs: number;
}

export interface RefusalFolding {
  /** True when `entry` is to be written as is; false when it was counted into a fold. */
  admit(entry: AccessEntry): boolean;
}

/**
 * A client refused over and over (HTTP 429: too many requests in flight, ADR-0420) gets its first
 * refusal in each window logged as usual and the rest counted into one line at the window's end.
 * A flood would otherwise cost the server a log line per refusal (17 % of its CPU in the held-logins
 * scenario) and bury every other line in the log (ADR-0422). Other statuses are never folded.
 */
export function refusalFolding(
  write: (folded: FoldedRefusals) => void,
  schedule: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms).unref(),
): RefusalFolding {
  const open = new Map<string, { count: number }>();
  return {
    admit(entry) {
      if (entry.status !== 429) return true;
      const window = open.get(entry.client);
      if (window) {
        window.count += 1;
        return false;
      }
      const fresh = { count: 0 };
      open.set(entry.client, fresh);
      schedule(() => {
        open.delete(entry.client);
        if (fresh.count > 0)
          write({ client: entry.client, status: 429, count: fresh.count, windowMs: FOLD_WINDOW_MS });
      }, FOLD_WINDOW_MS);
      return true;
    },
  };
}
