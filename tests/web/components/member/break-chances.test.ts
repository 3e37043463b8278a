import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakChances } from "../../../../web/components/member/break-chances";

describe("where a long name or address may break", () => {
  it("between the Latin part of a generated nickname and its word", () => {
    expect(breakChances("2ycg6Пользователь")).toEqual(["2ycg6", "Пользователь"]);
    expect(breakChances("k7x2m用户")).toEqual(["k7x2m", "用户"]);
  });

  it("after @ and before . and _ in addresses and IDs", () => {
    expect(breakChances("e2e.mwzi3a77167de@example.com")).toEqual([
      "e2e",
      ".mwzi3a77167de@",
      "example",
      ".com",
    ]);
    expect(breakChances("user_draft1")).toEqual(["user", "_draft1"]);
  });

  it("nowhere in a plain word", () => {
    expect(breakChances("Пользователь")).toEqual(["Пользователь"]);
    expect(breakChances("Dana")).toEqual(["Dana"]);
    expect(breakChances("")).toEqual([]);
  });

  it("gives the text back when joined, whatever it is", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(breakChances(text).join("")).toBe(text);
      }),
    );
  });
});
