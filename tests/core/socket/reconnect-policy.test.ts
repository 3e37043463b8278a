import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MANUAL_CLOSE,
  MAX_RETRIES,
  nextRetryDelay,
  RETRY_DELAY_MS,
} from "../../../core/socket/reconnect-policy";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

describe("nextRetryDelay", () => {
  it("waits 5 s before each of the first 10 retries", () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect(nextRetryDelay(attempt)).toBe(5000);
  });

  it("gives up after 10 retries", () => {
    expect(nextRetryDelay(10)).toBeNull();
    expect(nextRetryDelay(11)).toBeNull();
  });

  it("gives up on a nonsense attempt count rather than looping", () => {
    for (const attempt of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(nextRetryDelay(attempt)).toBeNull();
  });

  it("is 5 s exactly for whole counts below the limit and null otherwise", () => {
    fc.assert(
      fc.property(fc.double(), (attempt) => {
        const expected =
          Number.isInteger(attempt) && attempt >= 0 && attempt < MAX_RETRIES ? RETRY_DELAY_MS : null;
        expect(nextRetryDelay(attempt)).toBe(expected);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("names the manual close as code 1000 with reason close manually", () => {
    expect(MANUAL_CLOSE).toEqual({ code: 1000, reason: "close manually" });
  });
});
