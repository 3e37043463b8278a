/**
 * Where the per-request headers come from. The web wiring reads the page URL and i18n; the CLI
 * passes flags. Functions, not values, because language and visit id change during a session.
 */
export interface RequestContext {
  /** Current UI language, e.g. "zh-CN" (the default when absent). */
  language(): string;
  /** Visit id sent as X-Hc-Uid (the device fingerprint). May be slow the first time. */
  visitId(): Promise<string> | string;
  /** `groupLink` from the page URL, sent as x-group-link when present. */
  groupLink?(): string | null | undefined;
  /** `marketCode` from the page URL, sent as X-Market-Code when present. */
  marketCode?(): string | null | undefined;
}

export const DEFAULT_LANGUAGE = "zh-CN";

/** Header names of the wire contract, kept in one place for the client, tests and the server. */
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

/** What X-Device says: "h5" for the mobile web, "web" for desktop browsers, "cli" for the CLI. */
export type DeviceLabel = "h5" | "web" | "cli";

export interface StaticRequestContextOptions {
  readonly language?: string;
  readonly visitId?: string;
  readonly groupLink?: string;
  readonly marketCode?: string;
}

/** A fixed context for the CLI and tests. */
export function staticRequestContext(options: StaticRequestContextOptions = {}): RequestContext {
  return {
    language: () => options.language ?? DEFAULT_LANGUAGE,
    visitId: () => options.visitId ?? "",
    groupLink: () => options.groupLink,
    marketCode: () => options.marketCode,
  };
}
