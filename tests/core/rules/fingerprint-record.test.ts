import { describe, expect, it } from "vitest";
import {
  FINGERPRINT_TTL_MS,
  isFingerprintFresh,
  makeFingerprintRecord,
  parseFingerprintRecord,
} from "../../../core/rules/fingerprint-record";
import { composeToken } from "../../../core/rules/token";

const NOW = 1_700_000_000_000;

describe("fingerprint record", () => {
  it("lasts three days", () => {
    expect(FINGERPRINT_TTL_MS).toBe(259_200_000);
    const record = makeFingerprintRecord("v1", NOW);
    expect(isFingerprintFresh(record, NOW)).toBe(true);
    expect(isFingerprintFresh(record, NOW + FINGERPRINT_TTL_MS - 1)).toBe(true);
    expect(isFingerprintFresh(record, NOW + FINGERPRINT_TTL_MS)).toBe(false);
  });

  it("treats an expiry beyond one TTL as tampered and stale", () => {
    expect(isFingerprintFresh({ visitorId: "v1", expireTime: NOW + FINGERPRINT_TTL_MS * 10 }, NOW)).toBe(
      false,
    );
  });

  it("reads back what it stores and nothing foreign", () => {
    const record = makeFingerprintRecord("abc", NOW);
    expect(parseFingerprintRecord(JSON.stringify(record))).toEqual(record);
    for (const stored of [
      null,
      "",
      "{",
      "[]",
      '{"visitorId":"","expireTime":1}',
      '{"visitorId":"a","expireTime":"soon"}',
      '{"visitorId":1,"expireTime":1}',
    ]) {
      expect(parseFingerprintRecord(stored), String(stored)).toBeNull();
    }
  });
});

describe("composeToken", () => {
  it("joins head and token verbatim", () => {
    expect(composeToken("Bearer ", "abc.def")).toBe("Bearer abc.def");
    expect(composeToken(null, "abc")).toBe("abc");
  });

  it("has no token without a token", () => {
    expect(composeToken("Bearer ", "")).toBeNull();
    expect(composeToken("Bearer ", null)).toBeNull();
    expect(composeToken("Bearer ", undefined)).toBeNull();
  });

  it("refuses characters a header cannot carry", () => {
    expect(composeToken("Bearer ", "abc\r\nX-Evil: 1")).toBeNull();
    expect(composeToken("Bearer ", "令牌")).toBeNull();
  });
});
