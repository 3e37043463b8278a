import { err, ok, type Result } from "../result/result";

/**
 * The login callback (FLOW-CALLBACK-1): after login the browser is sent to `callback` with the login
 * result, and for host login the token itself, in the query. That makes the callback an
 * exfiltration channel, so it is accepted only when its parsed origin equals one allowed origin
 * exactly, and anything unusual about how it is written fails closed. Rejections carry no copy
 * of the URL, so it cannot be echoed into a page or a log.
 */

/** Long enough for any real admin URL with its own query; far below a URL-bomb. */
export const CALLBACK_MAX_LENGTH = 4096;

export interface CallbackInput {
  readonly callback: string;
  /** Configured origins plus the admin domains from /b2b/domains. */
  readonly allowedOrigins: readonly string[];
  readonly source: string;
  /** Milliseconds since the epoch, from the Clock port. */
  readonly time: number;
  readonly hostLogin?: { readonly token: string; readonly lang: string };
  readonly assistant?: boolean;
  /** Member id, for invite callbacks. */
  readonly mid?: string;
}

/** Printable ASCII without space: no controls, no white space, no look-alike Unicode. */
const PRINTABLE_ASCII = /^[\x21-\x7E]+$/;
/** The scheme must be spelled out and followed by exactly "//" and a non-empty authority. */
const ABSOLUTE_HTTP = /^(https?):\/\/([^/?#]+)([^?#]*)/i;
/** In the path: encoded backslash, encoded controls, and "%25" (double encoding). */
const ENCODED_TRICK = /%(?:5c|25|[01][0-9a-f]|7f)/i;

/**
 * An allow-list entry as an origin. A bare host ("admin.example.com", as /b2b/domains may list)
 * is read as https; paths are dropped; anything that is not http(s) is ignored.
 */
export const normalizeOrigin = (entry: string): string | null => {
  const trimmed = entry.trim();
  if (trimmed === "" || !PRINTABLE_ASCII.test(trimmed) || trimmed.includes("\\")) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username !== "" || url.password !== "")
      return null;
    return url.origin;
  } catch {
    return null;
  }
};

const allowedSet = (allowedOrigins: readonly string[]): ReadonlySet<string> =>
  new Set(allowedOrigins.map(normalizeOrigin).filter((origin): origin is string => origin !== null));

const parseAllowed = (raw: string, allowedOrigins: readonly string[]): URL | null => {
  if (
    typeof raw !== "string" ||
    raw.length > CALLBACK_MAX_LENGTH ||
    !PRINTABLE_ASCII.test(raw) ||
    raw.includes("\\")
  )
    return null;
  const parts = ABSOLUTE_HTTP.exec(raw);
  const authority = parts?.[2];
  const path = parts?.[3] ?? "";
  if (
    authority === undefined ||
    authority.includes("@") ||
    authority.includes("%") ||
    ENCODED_TRICK.test(path)
  )
    return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "") return null;
  // The parser must not have reinterpreted the authority (IDNA, dots, default ports, numbers):
  // what was written is what is trusted.
  if (authority.toLowerCase() !== url.host) return null;
  return allowedSet(allowedOrigins).has(url.origin) ? url : null;
};

export const isAllowedCallback = (url: string, allowedOrigins: readonly string[]): boolean =>
  parseAllowed(url, allowedOrigins) !== null;

/**
 * Hash-routed admin apps ("https://admin/#/login") read their query from the fragment, so the
 * parameters go there, as the original client's string concatenation put them; otherwise into
 * the real query. Existing parameters are kept; ours replace any of the same name.
 */
const addParams = (url: URL, params: ReadonlyArray<readonly [string, string]>): void => {
  if (url.hash.startsWith("#/")) {
    const body = url.hash.slice(1);
    const cut = body.indexOf("?");
    const route = cut === -1 ? body : body.slice(0, cut);
    const query = new URLSearchParams(cut === -1 ? "" : body.slice(cut + 1));
    for (const [name, value] of params) query.set(name, value);
    url.hash = `${route}?${query.toString()}`;
    return;
  }
  for (const [name, value] of params) url.searchParams.set(name, value);
};

export const buildCallbackUrl = (input: CallbackInput): Result<string, "rejected"> => {
  const url = parseAllowed(input.callback, input.allowedOrigins);
  if (url === null || !Number.isFinite(input.time)) return err("rejected");
  const params: Array<readonly [string, string]> = [
    ["status", "loginCallback"],
    ["source", input.source],
    ["time", String(Math.trunc(input.time))],
  ];
  if (input.hostLogin !== undefined)
    params.push(["token", input.hostLogin.token], ["lang", input.hostLogin.lang]);
  if (input.assistant === true) params.push(["assistant", "1"]);
  if (input.mid !== undefined && input.mid !== "") params.push(["mid", input.mid]);
  addParams(url, params);
  const built = url.href;
  // Defence in depth: the final string must still parse to the same allowed origin.
  try {
    return new URL(built).origin === url.origin ? ok(built) : err("rejected");
  } catch {
    return err("rejected");
  }
};
