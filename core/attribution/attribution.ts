import {
  DIGITS,
  ID,
  REMARK_MAX_LENGTH,
  TOKEN,
  attributionValue,
  matching,
  wellFormedText,
} from "../query/query-rules";

/**
 * Where a visitor came from (DATA-QUERY-1 "query parameters carried"): the referral a sign-up must
 * report, kept for the browsing session so it survives the visitor's path through the site.
 */
export interface Attribution {
  readonly groupLink?: string;
  readonly marketCode?: string;
  readonly agentId?: string;
  readonly hicsRoomId?: string;
  readonly guestId?: string;
  /** The raw remark (URI-encoded JSON) of marketing links. */
  readonly remark?: string;
  readonly hcSource?: string;
  readonly hcTime?: string;
}

export type AttributionKey = keyof Attribution;

/** Field → its name in the query, in the order links carry them. */
export const ATTRIBUTION_PARAMS: Readonly<Record<AttributionKey, string>> = {
  groupLink: "groupLink",
  marketCode: "marketCode",
  agentId: "agentId",
  hicsRoomId: "hicsRoomId",
  guestId: "guestId",
  remark: "remark",
  hcSource: "hc_source",
  hcTime: "hc_time",
};

const KEYS: readonly AttributionKey[] = [
  "groupLink",
  "marketCode",
  "agentId",
  "hicsRoomId",
  "guestId",
  "remark",
  "hcSource",
  "hcTime",
];

const remarkValue = (value: string | null): string | undefined => wellFormedText(value, REMARK_MAX_LENGTH);

/** The same shape rules as parseAppQuery; a value that does not fit is absent. */
const RULES: Readonly<Record<AttributionKey, (value: string | null) => string | undefined>> = {
  groupLink: attributionValue,
  marketCode: attributionValue,
  agentId: attributionValue,
  hicsRoomId: attributionValue,
  guestId: (value) => matching(value, ID),
  remark: remarkValue,
  hcSource: (value) => matching(value, TOKEN),
  hcTime: (value) => matching(value, DIGITS),
};

/** The attribution a query carries (first occurrence of each name, as URLSearchParams.get). */
export function attributionFrom(params: URLSearchParams): Attribution {
  const out: { -readonly [K in AttributionKey]?: string } = {};
  for (const key of KEYS) {
    const value = RULES[key](params.get(ATTRIBUTION_PARAMS[key]));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The visitor's own attribution in a query they arrive on. A host log-in (`host=1`, what the host
 * entrance opens, ROUTE-HOST-1) names its own source (`hc_source=ho`) for that log-in's callback: it
 * is the host's, not where the visitor came from, so it is not kept for their later links (ADR-0381).
 */
export function visitorAttributionFrom(params: URLSearchParams): Attribution {
  const all = attributionFrom(params);
  if (params.get("host") !== "1") return all;
  const { hcSource: _hostSource, hcTime: _hostTime, ...visitor } = all;
  return visitor;
}

/** A value that arrives later replaces the kept one; what does not arrive again is kept. */
export function mergeAttribution(kept: Attribution, arriving: Attribution): Attribution {
  return { ...kept, ...arriving };
}

/** The query entries a link carries, in a stable order. */
export function attributionEntries(attribution: Attribution): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const key of KEYS) {
    const value = attribution[key];
    if (value !== undefined) entries.push([ATTRIBUTION_PARAMS[key], value]);
  }
  return entries;
}

/**
 * `path` with the attribution added to its query. What the path's own query already says wins:
 * a link that names its own groupLink means it.
 */
export function withAttribution(path: string, attribution: Attribution): string {
  const at = path.indexOf("?");
  const base = at < 0 ? path : path.slice(0, at);
  const params = new URLSearchParams(at < 0 ? "" : path.slice(at + 1));
  for (const [name, value] of attributionEntries(attribution)) {
    if (!params.has(name)) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
