import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  HEADER_ENCODING_MARKER,
  MAX_HEADER_VALUE_BYTES,
  decodeHeaderValue,
  encodeHeaderValue,
  headerValueFor,
} from "../../../core/contract/header-value";

/** What fetch and Node accept in a header value, with nothing that could split the header. */
const WIRE_SAFE = /^[\x21-\x7E]+$/;

const NAUGHTY = [
  "群组一",
  "グループ",
  "그룹",
  "группа",
  "🎉🚀👨‍👩‍👧",
  "with spaces  ",
  " leading",
  "tab\there",
  "a\r\nX-Evil: 1",
  "line\nfeed",
  "nul\u0000byte",
  "bell\u0007del\u007F",
  "100%",
  "%E7%BE%A4",
  "pct:looks-encoded",
  "pct:%ZZ",
  'quote"and\\backslash',
  "é-latin1-ÿ",
];

describe("header value encoding", () => {
  it("sends plain URL-safe ASCII as it is, so existing links keep their wire form", () => {
    for (const value of ["g1", "MK-7", "a.b_c~d", "x@y:z/1+2=3", "agent(1)*!$&',;"]) {
      expect(encodeHeaderValue(value)).toBe(value);
    }
  });

  it("marks and percent-encodes everything else, and the server's decoding gives it back", () => {
    expect(encodeHeaderValue("群组一")).toBe(`${HEADER_ENCODING_MARKER}%E7%BE%A4%E7%BB%84%E4%B8%80`);
    expect(encodeHeaderValue("a\r\nX-Evil: 1")).toBe("pct:a%0D%0AX-Evil%3A%201");
    for (const value of NAUGHTY) {
      const wire = encodeHeaderValue(value);
      expect(wire).toMatch(WIRE_SAFE);
      expect(wire.startsWith(HEADER_ENCODING_MARKER)).toBe(true);
      expect(decodeHeaderValue(wire)).toBe(value);
    }
  });

  it("encodes a raw value that starts with the marker, so decoding is never ambiguous", () => {
    const wire = encodeHeaderValue("pct:abc");
    expect(wire).toBe("pct:pct%3Aabc");
    expect(decodeHeaderValue(wire)).toBe("pct:abc");
  });

  it("turns a lone surrogate into U+FFFD instead of throwing", () => {
    expect(decodeHeaderValue(encodeHeaderValue("a\uD800b"))).toBe("a\uFFFDb");
  });

  it("reads an unmarked value as it came and a broken marked one as absent", () => {
    expect(decodeHeaderValue("g1")).toBe("g1");
    expect(decodeHeaderValue("pct:%E7%BE")).toBeUndefined();
  });

  it("round-trips any well-formed text, its wire form always a single safe header token", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (value) => {
        const wire = encodeHeaderValue(value);
        if (value !== "") expect(wire).toMatch(WIRE_SAFE);
        expect(wire).not.toMatch(/[\r\n\0 ]/);
        expect(decodeHeaderValue(wire)).toBe(value);
      }),
      { numRuns: 200 },
    );
  });

  it("handles 4 KB values: encoded and decoded when they fit, left out (never thrown) when they do not", () => {
    const ascii = "a".repeat(4096);
    expect(headerValueFor(ascii)).toBe(ascii);
    const spaced = "a b\r\n".repeat(820);
    expect(spaced.length).toBeGreaterThanOrEqual(4096);
    expect(headerValueFor(spaced)).toBeUndefined();
    expect(decodeHeaderValue(encodeHeaderValue(spaced))).toBe(spaced);
    const cjk = "群".repeat(1366);
    expect(decodeHeaderValue(encodeHeaderValue(cjk))).toBe(cjk);
    expect(headerValueFor(cjk)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 4096 }), (value) => {
        const wire = headerValueFor(value);
        if (wire === undefined)
          expect(encodeHeaderValue(value).length).toBeGreaterThan(MAX_HEADER_VALUE_BYTES);
        else {
          expect(wire.length).toBeLessThanOrEqual(MAX_HEADER_VALUE_BYTES);
          expect(decodeHeaderValue(wire)).toBe(value);
        }
      }),
      { numRuns: 50 },
    );
  });
});
