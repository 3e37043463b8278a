import * as Schema from "effect/Schema";
import { REMARK_MAX_LENGTH } from "./query-rules";

/**
 * `remark` carries URI-encoded JSON from marketing links (ROUTE-HOME-2: its groupLink is copied into
 * the query). It is attacker-controlled, so it is size-limited, parsed without throwing,
 * refused whole if any key could touch prototypes, and then decoded with Schema.
 */
export { REMARK_MAX_LENGTH };

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export const RemarkPayload = Schema.Struct({ groupLink: Schema.optional(Schema.String) });
export type RemarkPayload = typeof RemarkPayload.Type;

const decodeRemark = Schema.decodeUnknownResult(RemarkPayload);

const parseGuarded = (text: string): unknown => {
  let forbidden = false;
  try {
    const value: unknown = JSON.parse(text, (key: string, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden = true;
      return item;
    });
    return forbidden ? undefined : value;
  } catch {
    return undefined;
  }
};

const decodeOnce = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The remark's JSON as read from the query (already decoded once by the URL parser) or still encoded. */
export const parseRemark = (raw: string): RemarkPayload | undefined => {
  if (raw.length === 0 || raw.length > REMARK_MAX_LENGTH) return undefined;
  let parsed = parseGuarded(raw);
  if (parsed === undefined) {
    const decoded = decodeOnce(raw);
    parsed = decoded === null ? undefined : parseGuarded(decoded);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
  const result = decodeRemark(parsed);
  return result._tag === "Success" ? result.success : undefined;
};
