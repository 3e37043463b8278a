import { ATTRIBUTION_MAX_LENGTH, DIGITS, ID, TOKEN, attributionValue, matching } from "./query-rules";
import { parseRemark } from "./remark";

export { ATTRIBUTION_MAX_LENGTH };

/**
 * The query parameters the app reacts to (DATA-QUERY-1, FLOW-QUERY-1), each reduced to a safe, typed value.
 * A parameter that is missing or does not fit its shape is simply absent: garbage never throws
 * and never reaches a header, a path or the DOM in raw form. `qy=1` is not here: the route view
 * reads it in the one place that acts on it (web/routes/route-view.tsx, without this module's
 * Schema in the shell's bundle).
 */
export interface AppQuery {
  /** apply=blogger|streamer: the creator application wants a login first. */
  readonly apply?: "blogger" | "streamer";
  /** host=1: host login (sends isStreamHostLogin). */
  readonly host: boolean;
  /** Mini-app id for the one-time hand-off; an id, never a path. */
  readonly ma?: string;
  /** assistant=1: account login. */
  readonly assistant: boolean;
  readonly guestId?: string;
  /** Raw callback; only buildCallbackUrl decides whether it may be used. */
  readonly callback?: string;
  /** Third-party source; only thirdPartySourceAllowed decides whether it is accepted. */
  readonly source?: string;
  /** Third-party redirect; an absolute http(s) URL, still to be checked against an allow-list. */
  readonly redirect?: string;
  /** The remark's groupLink, if the remark was readable. */
  readonly remarkGroupLink?: string;
  /**
   * reset=success after a password reset (DATA-QUERY-1), reset=unlocked after an unlock (ADR-0494):
   * the log-in says so and offers no way back into the spent form.
   */
  readonly reset?: "success" | "unlocked";
  readonly hcSource?: string;
  readonly hcTime?: string;
  /** Explicit groupLink, else the remark's (ROUTE-HOME-2 /home). */
  readonly groupLink?: string;
  readonly marketCode?: string;
  readonly hicsRoomId?: string;
  readonly agentId?: string;
  /** The raw remark (URI-encoded JSON), kept so links can carry it on. */
  readonly remark?: string;
  /** A plausible language tag; resolveLocale decides whether it is one of ours. */
  readonly lang?: string;
}

type Params = Iterable<readonly [string, string]> | Readonly<Record<string, string | undefined>>;

const MA = /^[A-Za-z0-9_-]{1,64}$/;
const LANG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;
const PRINTABLE = /^[\x21-\x7E]{1,4096}$/;

const isIterable = (value: Params): value is Iterable<readonly [string, string]> =>
  typeof value === "object" && value !== null && Symbol.iterator in value;

/** First occurrence wins, as URLSearchParams.get does. */
const collect = (params: Params): ReadonlyMap<string, string> => {
  const map = new Map<string, string>();
  const entries: Iterable<readonly [string, unknown]> = isIterable(params) ? params : Object.entries(params);
  for (const [key, value] of entries) {
    if (typeof key === "string" && typeof value === "string" && !map.has(key)) map.set(key, value);
  }
  return map;
};

const absoluteHttpUrl = (value: string | undefined): string | undefined => {
  if (value === undefined || !PRINTABLE.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? value : undefined;
  } catch {
    return undefined;
  }
};

const EMPTY: AppQuery = { host: false, assistant: false };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const parseAppQuery = (params: Params): AppQuery => {
  let map: ReadonlyMap<string, string>;
  try {
    map = collect(params);
  } catch {
    return EMPTY;
  }
  const get = (name: string): string | undefined => map.get(name);
  const out: Mutable<AppQuery> = {
    host: get("host") === "1",
    assistant: get("assistant") === "1",
  };
  // Absent means absent: no `key: undefined` entries for callers that spread or serialise.
  const put = <K extends keyof AppQuery>(name: K, value: AppQuery[K] | undefined): void => {
    if (value !== undefined) out[name] = value;
  };

  const apply = get("apply");
  put("apply", apply === "blogger" || apply === "streamer" ? apply : undefined);
  const reset = get("reset");
  put("reset", reset === "success" || reset === "unlocked" ? reset : undefined);
  put("ma", matching(get("ma"), MA));
  put("guestId", matching(get("guestId"), ID));
  put("callback", matching(get("callback"), PRINTABLE));
  put("source", matching(get("source"), TOKEN));
  put("redirect", absoluteHttpUrl(get("redirect")));
  const remarkRaw = get("remark");
  const remark = remarkRaw === undefined ? undefined : parseRemark(remarkRaw);
  const remarkGroupLink = attributionValue(remark?.groupLink);
  put("remarkGroupLink", remarkGroupLink);
  // Only a readable remark is carried on; its size is already capped by parseRemark.
  put("remark", remark === undefined ? undefined : remarkRaw);
  put("groupLink", attributionValue(get("groupLink")) ?? remarkGroupLink);
  put("hcSource", matching(get("hc_source"), TOKEN));
  put("hcTime", matching(get("hc_time"), DIGITS));
  put("marketCode", attributionValue(get("marketCode")));
  put("hicsRoomId", attributionValue(get("hicsRoomId")));
  put("agentId", attributionValue(get("agentId")));
  put("lang", matching(get("lang"), LANG));
  return out;
};

/**
 * FLOW-THIRDPARTY-1: only one configured source value may use the third-party flow; any other source
 * sends the user to the auth-error screen. No configured source means none is accepted.
 */
export const thirdPartySourceAllowed = (
  source: string | undefined,
  accepted: string | undefined | null,
): boolean =>
  typeof source === "string" && typeof accepted === "string" && accepted !== "" && source === accepted;
