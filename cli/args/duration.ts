/** "30s", "500ms", "2m" or bare seconds ("30") → milliseconds; null for anything else. */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";

const DurationText = Schema.String.check(Schema.isPattern(/^\s*(\d{1,6})(ms|s|m)?\s*$/));

export function parseDuration(text: unknown): number | null {
  const decoded = Schema.decodeUnknownOption(DurationText)(text);
  if (Option.isNone(decoded)) return null;
  const match = /^\s*(\d+)(ms|s|m)?\s*$/.exec(decoded.value);
  if (match === null) return null;
  const value = Number(match[1]);
  const unit = match[2] ?? "s";
  return unit === "ms" ? value : unit === "m" ? value * 60_000 : value * 1000;
}
