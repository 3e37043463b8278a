/**
 * --verbose shows requests and responses, but a trace pasted into a ticket must not leak
 * credentials. Anything that authenticates someone is replaced: passwords, verification codes,
 * tokens, and the Authorization header. Phone and email stay visible (they identify the test
 * account, which is what a bug report needs), as do numeric envelope codes.
 */
import { SSO_ENDPOINTS } from "../../core/contract/sso-endpoints";

export const REDACTED = "[redacted]";

const SECRET_KEYS = new Set(
  [
    "password",
    "newpassword",
    "confirmpassword",
    "authcode",
    "token",
    "registertoken",
    "b2btoken",
    "authorization",
    "cookie",
    "set-cookie",
  ].map((k) => k.toLowerCase()),
);

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase());
}

/** A deep copy with secret-named fields replaced. Arrays and nested objects are walked. */
export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        isSecretKey(key) && inner !== null && inner !== undefined && inner !== ""
          ? REDACTED
          : redactValue(inner);
    }
    return out;
  }
  return value;
}

export function redactHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of headers) out[key] = isSecretKey(key) ? REDACTED : value;
  return out;
}

/** Query strings carry the same field names as bodies (GET send-code has none secret, but be safe). */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (isSecretKey(key)) params.set(key, REDACTED);
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * Some endpoints answer with a bare secret string as `data` (the register token, the one-time
 * token). Their bodies have `data` replaced too.
 */
const SECRET_DATA_PATHS = [SSO_ENDPOINTS.getRegisterToken.path, SSO_ENDPOINTS.oneTimeToken.path];

export function redactBody(url: string, text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
  }
  let redacted = redactValue(parsed);
  if (
    SECRET_DATA_PATHS.some((p) => url.includes(p)) &&
    typeof redacted === "object" &&
    redacted !== null &&
    !Array.isArray(redacted)
  ) {
    const copy: Record<string, unknown> = { ...redacted };
    if (typeof copy["data"] === "string" && copy["data"] !== "") copy["data"] = REDACTED;
    redacted = copy;
  }
  return JSON.stringify(redacted);
}
