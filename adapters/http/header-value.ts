/**
 * Header values built from visitor input (x-group-link, X-Market-Code) must survive any character:
 * `fetch` throws on anything outside Latin-1 and a CR/LF would split the header. So a value that is
 * not plainly safe goes out percent-encoded (UTF-8, `encodeURIComponent`) behind a marker the
 * backend recognises:
 *
 *   x-group-link: pct:%E7%BE%A4%E7%BB%84%E4%B8%80      (群组一)
 *
 * A value made only of URL-safe ASCII (letters, digits, `-_.~!$&'()*+,;=:@/`) that does not itself
 * start with the marker is sent as it is, so existing links (`g1`, `MK-7`) keep their wire form.
 * Every other value, including one that starts with "pct:", is encoded, so decoding is never
 * ambiguous. The local server decodes it (`server/simulator/http/attribution-headers.ts`); docs/architecture.md
 * states the contract for the real backend.
 */
export const HEADER_ENCODING_MARKER = "pct:";

/**
 * Longest header value sent. An encoded CJK character takes 9 bytes, and servers cap a header
 * line (nginx 8 KB, Node 16 KB for all headers); past this the header is left out rather than
 * failing the request (the sign-up body still carries the value in full).
 */
export const MAX_HEADER_VALUE_BYTES = 4096;

const PLAIN = /^[A-Za-z0-9\-_.~!$&'()*+,;=:@/]+$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The wire form of `value`: raw when plainly safe, else marker + percent-encoding. */
export function encodeHeaderValue(value: string): string {
  if (PLAIN.test(value) && !value.startsWith(HEADER_ENCODING_MARKER)) return value;
  // encodeURIComponent throws on a lone surrogate; it becomes U+FFFD, as TextEncoder would do.
  return HEADER_ENCODING_MARKER + encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD"));
}

/** The wire form, or undefined when it would be longer than a header can safely be. */
export function headerValueFor(value: string): string | undefined {
  const encoded = encodeHeaderValue(value);
  return encoded.length <= MAX_HEADER_VALUE_BYTES ? encoded : undefined;
}

/**
 * What the sender meant: the marker's percent-encoding decoded, any other value as it came.
 * Undefined for a marked value that is not valid percent-encoded UTF-8.
 */
export function decodeHeaderValue(wire: string): string | undefined {
  if (!wire.startsWith(HEADER_ENCODING_MARKER)) return wire;
  try {
    return decodeURIComponent(wire.slice(HEADER_ENCODING_MARKER.length));
  } catch {
    return undefined;
  }
}
