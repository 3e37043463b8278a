/**
 * The shape rules of query values, free of Schema so the web shell can use them before the
 * services (and effect) load. `parseAppQuery` and the attribution keeper share them.
 */
export const ID = /^[A-Za-z0-9_-]{1,128}$/;
export const TOKEN = /^[A-Za-z0-9_.-]{1,64}$/;
export const DIGITS = /^[0-9]{1,16}$/;

/** `remark` carries URI-encoded JSON; longer is refused unread. */
export const REMARK_MAX_LENGTH = 2048;

/**
 * Attribution values (groupLink, marketCode, agentId, hicsRoomId) are whatever the marketing link
 * says, in any script: kept verbatim up to this many UTF-16 units. The HTTP adapter encodes them
 * for headers (core/contract/header-value.ts), so no character is refused here.
 */
export const ATTRIBUTION_MAX_LENGTH = 1024;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const matching = (value: string | undefined | null, pattern: RegExp): string | undefined =>
  typeof value === "string" && pattern.test(value) ? value : undefined;

/** Text that is not blank, at most `max` UTF-16 units and well-formed (it has to be encodable). */
export const wellFormedText = (value: string | undefined | null, max: number): string | undefined =>
  typeof value === "string" && value.trim() !== "" && value.length <= max && !LONE_SURROGATE.test(value)
    ? value
    : undefined;

export const attributionValue = (value: string | undefined | null): string | undefined =>
  wellFormedText(value, ATTRIBUTION_MAX_LENGTH);
