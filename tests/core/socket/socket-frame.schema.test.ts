import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeFrame, parseClientFrame, parseServerFrame } from "../../../core/socket/socket-frame.schema";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

describe("socket frames", () => {
  it("decodes the three server frames", () => {
    expect(parseServerFrame('{"type":"SRV_SUCCESS_AUTH"}')).toEqual({ type: "SRV_SUCCESS_AUTH" });
    expect(parseServerFrame('{"type":"SRV_HEARTBEAT","time":12}')).toEqual({
      type: "SRV_HEARTBEAT",
      time: 12,
    });
    expect(parseServerFrame('{"type":"SRV_MESSAGE","text":"hi"}')).toEqual({
      type: "SRV_MESSAGE",
      text: "hi",
    });
  });

  it("ignores unknown types, wrong shapes and non-JSON", () => {
    for (const text of [
      '{"type":"SRV_NEW_THING"}',
      '{"type":"SRV_MESSAGE"}',
      '{"type":"SRV_HEARTBEAT","time":"x"}',
      "null",
      "[]",
      "{",
      "",
      '"SRV_SUCCESS_AUTH"',
    ]) {
      expect(parseServerFrame(text), text).toBeNull();
    }
  });

  it("round-trips client frames through JSON", () => {
    for (const frame of [
      { type: "CLI_AUTH", token: "Bearer t" },
      { type: "CLI_HEARTBEAT", time: 1 },
      { type: "CLI_MESSAGE", text: "你好" },
    ] as const) {
      expect(parseClientFrame(encodeFrame(frame))).toEqual(frame);
    }
  });

  it("never throws on arbitrary or naughty text", () => {
    for (const text of naughtyStrings()) {
      expect(() => parseServerFrame(text)).not.toThrow();
      expect(() => parseClientFrame(text)).not.toThrow();
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const frame = parseServerFrame(text);
        if (frame !== null)
          expect(["SRV_SUCCESS_AUTH", "SRV_HEARTBEAT", "SRV_MESSAGE"]).toContain(frame.type);
      }),
      { numRuns: STRONG_RUNS },
    );
  });
});
