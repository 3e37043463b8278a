/**
 * The request headers of the wire contract (API-CALLS-1): names, and when a client sends each. The
 * HTTP adapter sends them, the local server reads them, and the OpenAPI document lists them, all
 * from this table.
 */
export const HEADERS = {
  language: "Accept-Language",
  visitId: "X-Hc-Uid",
  groupLink: "x-group-link",
  marketCode: "X-Market-Code",
  deviceType: "X-Device-Type",
  fieldEncoding: "X-Field-Encoding",
  /** Device info of API-HEADERS-1: the client's clock (ms since epoch) and its kind. */
  deviceTime: "X-Device-Time",
  device: "X-Device",
  authorization: "Authorization",
} as const;

export type HeaderId = keyof typeof HEADERS;

export interface HeaderRule {
  /** When a client sends it, in English, for backend developers. */
  readonly when: string;
  /** Whether the value may carry visitor input in the `pct:` encoding (header-value.ts). */
  readonly pctEncoded: boolean;
  readonly example: string;
}

/** Every header's rule; `SsoEndpoint.headers` names which of them a call carries. */
export const HEADER_RULES: { readonly [H in HeaderId]: HeaderRule } = {
  language: { when: "every call: the UI language (zh-CN when unknown)", pctEncoded: false, example: "en-US" },
  visitId: {
    when: "every call except the fingerprint proxy, once the visit id (device fingerprint) is known",
    pctEncoded: false,
    example: "3f1c0a9e6b2d4c8e9f7a1b2c3d4e5f60",
  },
  groupLink: {
    when: "when the page URL carried groupLink (referral attribution)",
    pctEncoded: true,
    example: "pct:%E7%BE%A4%E7%BB%84%E4%B8%80",
  },
  marketCode: {
    when: "when the page URL carried marketCode (referral attribution)",
    pctEncoded: true,
    example: "MK-7",
  },
  deviceType: { when: "phone log-in, SMS log-in and phone registration", pctEncoded: false, example: "9" },
  fieldEncoding: {
    when: "every call: how passwords, codes and identifiers in the payload are encoded (base64 or plain)",
    pctEncoded: false,
    example: "base64",
  },
  deviceTime: {
    when: "every call: the client's clock in ms since the epoch",
    pctEncoded: false,
    example: "1764000000000",
  },
  device: { when: "every call: h5 (mobile web), web (desktop) or cli", pctEncoded: false, example: "h5" },
  authorization: {
    when: "calls that need a session: tokenHead + token from the login answer",
    pctEncoded: false,
    example: "Bearer eyJhbGciOi…",
  },
};

/** Headers every call carries (the rest are named per endpoint). */
export const COMMON_HEADERS: readonly HeaderId[] = [
  "language",
  "visitId",
  "groupLink",
  "marketCode",
  "fieldEncoding",
  "deviceTime",
  "device",
];
