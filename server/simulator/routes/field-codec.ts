import type { ApiRequest } from "./api-request";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Reads a sensitive field (phone, phoneNo, email, password, newPassword) as the client encoded it:
 * `X-Field-Encoding: base64` (the client default) or `plain`. A missing header means plain, so
 * hand-written curl calls work. Undefined when the value isn't valid for the declared encoding.
 */
export function readSensitive(req: ApiRequest, value: string): string | undefined {
  const header = req.headers["x-field-encoding"];
  const encoding = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? "plain";
  if (encoding === "plain") return value;
  if (encoding !== "base64") return undefined;
  const compact = value.replace(/\s/g, "");
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return undefined;
  const text = Buffer.from(compact, "base64").toString("utf8");
  // Invalid UTF-8 decodes to replacement characters; treat that as a malformed field.
  return text.includes("\uFFFD") ? undefined : text;
}
