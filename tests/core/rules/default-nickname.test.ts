import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultNickname } from "../../../core/rules/default-nickname";
import { displayName } from "../../../core/rules/display-name";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

describe("defaultNickname", () => {
  it("takes the last five characters of the account ID and adds the label", () => {
    expect(defaultNickname("user_8f3k2", "用户")).toBe("8f3k2用户");
    expect(defaultNickname("lumen_123456789", " User")).toBe("56789 User");
  });

  it("uses the whole ID when it is shorter than five", () => {
    expect(defaultNickname("abc", "用户")).toBe("abc用户");
  });

  it("never splits a character", () => {
    expect(defaultNickname("ab😀😀😀😀😀", "")).toBe("😀😀😀😀😀");
  });

  it("always ends with the label and adds at most five characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 8 }), (id, label) => {
        const nickname = defaultNickname(id, label);
        expect(nickname.endsWith(label)).toBe(true);
        expect([...nickname].length - [...label].length).toBeLessThanOrEqual(5);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe("displayName", () => {
  it("falls back from nickname to username to the default word", () => {
    expect(displayName({ nickname: "小明", username: "xm_01" }, "用户")).toBe("小明");
    expect(displayName({ nickname: "  ", username: "xm_01" }, "用户")).toBe("xm_01");
    expect(displayName({ nickname: null, username: null }, "User")).toBe("User");
    expect(displayName(undefined, "User")).toBe("User");
  });
});
