// The boot script's Schema-free reading of the identifier carried from forgot / unlock (ADR-0441).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handoffChannelOf } from "../../../../web/shell/prerender/stored-handoff";

describe("the carried identifier's channel, as the boot script reads it", () => {
  it("reads the carried channel from the handoff's JSON, and nothing from anything else", () => {
    expect(handoffChannelOf('{"channel":"email","country":"CN","phone":"","email":"a@b.co"}')).toBe("email");
    expect(handoffChannelOf('{"channel":"phone"}')).toBe("phone");
    for (const raw of [null, "", "{", "null", "[]", '"email"', '{"channel":"fax"}', '{"channel":1}'])
      expect(handoffChannelOf(raw)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect([null, "phone", "email"]).toContain(handoffChannelOf(raw));
      }),
    );
  });
});
