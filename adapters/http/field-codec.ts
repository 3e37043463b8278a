/**
 * Encodes the sensitive fields of a request before it leaves the client. API-ENCODING-1 says phone,
 * email and password are "encoded" without saying how; we default to base64 of UTF-8 (standard
 * alphabet) and announce the choice in `X-Field-Encoding` so the server can read either form.
 * This is obfuscation for compatibility, not secrecy: TLS is what protects the values.
 */
export type FieldEncoding = "base64" | "plain";

/** The request fields the codec rewrites, wherever they appear (JSON body, form or query). */
export const SENSITIVE_FIELDS: ReadonlySet<string> = new Set([
  "phone",
  "phoneNo",
  "email",
  "password",
  "newPassword",
]);

export interface FieldCodec {
  readonly encoding: FieldEncoding;
  encode(value: string): string;
  /** A copy of `payload` with every sensitive string field encoded; other fields untouched. */
  encodeFields<T extends Readonly<Record<string, unknown>>>(payload: T): Record<string, unknown>;
}

export function base64FromUtf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  // Chunked so long values never overflow the argument limit of String.fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Inverse of base64FromUtf8; null when the text is not valid base64 of valid UTF-8. */
export function utf8FromBase64(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function createFieldCodec(encoding: FieldEncoding = "base64"): FieldCodec {
  const encode = encoding === "base64" ? base64FromUtf8 : (value: string) => value;
  return {
    encoding,
    encode,
    encodeFields(payload) {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(payload)) {
        out[key] = SENSITIVE_FIELDS.has(key) && typeof value === "string" ? encode(value) : value;
      }
      return out;
    },
  };
}

/** Reads a configured encoding name; anything unknown falls back to the default. */
export function fieldEncodingFrom(value: string | undefined | null): FieldEncoding {
  return value === "plain" ? "plain" : "base64";
}
