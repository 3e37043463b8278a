import { describe, expect, it } from "vitest";
import { allowedWays, isWayAllowed, rememberedWay } from "../../../core/rules/registration-type";

describe("registration type", () => {
  it("maps 1 to phone only, 2 to email only and 3 to both", () => {
    expect(allowedWays(1)).toEqual(["phone"]);
    expect(allowedWays(2)).toEqual(["email"]);
    expect(allowedWays(3)).toEqual(["phone", "email"]);
    expect(isWayAllowed("email", 1)).toBe(false);
  });

  it("restores the remembered way while the server still allows it", () => {
    expect(rememberedWay("email", 3)).toBe("email");
    expect(rememberedWay("phone", 3)).toBe("phone");
  });

  it("falls back to the first allowed way for a closed, missing or foreign value", () => {
    expect(rememberedWay("email", 1)).toBe("phone");
    expect(rememberedWay("phone", 2)).toBe("email");
    expect(rememberedWay(null, 3)).toBe("phone");
    expect(rememberedWay('{"evil":1}', 2)).toBe("email");
  });
});
