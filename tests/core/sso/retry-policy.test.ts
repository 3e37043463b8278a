import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, isTryLater, mayRepeat, retryDelayMs } from "../../../core/sso/retry-policy";

const policy = { ...DEFAULT_RETRY_POLICY, retries: 5 };

describe("retry policy", () => {
  it("treats rate limits, 5xx, 429, timeouts and refused connections as try-later, and nothing else", () => {
    expect(isTryLater({ kind: "server", code: 10030, message: "" })).toBe(true);
    expect(isTryLater({ kind: "server", code: 10029, message: "" })).toBe(true);
    expect(isTryLater({ kind: "http", status: 502 })).toBe(true);
    expect(isTryLater({ kind: "http", status: 429 })).toBe(true);
    expect(isTryLater({ kind: "timeout" })).toBe(true);
    expect(isTryLater({ kind: "network" })).toBe(true);
    expect(isTryLater({ kind: "server", code: 10008, message: "wrong password" })).toBe(false);
    expect(isTryLater({ kind: "http", status: 404 })).toBe(false);
    expect(isTryLater({ kind: "malformed" })).toBe(false);
  });

  it("repeats a POST only after a refusal, never after a timeout or a 500 that may have done it", () => {
    expect(mayRepeat({ kind: "server", code: 10030, message: "" }, false)).toBe(true);
    expect(mayRepeat({ kind: "http", status: 503 }, false)).toBe(true);
    expect(mayRepeat({ kind: "timeout" }, false)).toBe(false);
    expect(mayRepeat({ kind: "http", status: 500 }, false)).toBe(false);
    expect(mayRepeat({ kind: "timeout" }, true)).toBe(true);
  });

  it("waits at least what the server asked, plus up to half again as jitter", () => {
    const failure = { kind: "server", code: 10029, message: "", retryAfterSeconds: 3 } as const;
    expect(retryDelayMs(failure, 1, policy, 0)).toBe(3000);
    expect(retryDelayMs(failure, 4, policy, 0.999)).toBeGreaterThan(4400);
    expect(retryDelayMs(failure, 4, policy, 0.999)).toBeLessThanOrEqual(4500);
  });

  it("backs off exponentially without a hint and never past the cap", () => {
    const failure = { kind: "timeout" } as const;
    expect([1, 2, 3].map((a) => retryDelayMs(failure, a, policy, 0))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs(failure, 30, policy, 0.5)).toBe(policy.maxDelayMs);
  });
});
