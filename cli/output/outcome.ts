/**
 * What a command hands back to the runner. `data` becomes the `data` of the --json document;
 * `lines` is the human rendering of the same result (already translated).
 */
import type { CliFailure } from "./cli-failure";

export type Outcome =
  | { readonly ok: true; readonly data: unknown; readonly lines: readonly string[] }
  | {
      readonly ok: false;
      readonly failure: CliFailure;
      readonly data?: unknown;
      readonly lines?: readonly string[];
    };

export const success = (data: unknown, lines: readonly string[] = []): Outcome => ({ ok: true, data, lines });
export const failure = (f: CliFailure, extra?: { data?: unknown; lines?: readonly string[] }): Outcome => ({
  ok: false,
  failure: f,
  ...extra,
});
