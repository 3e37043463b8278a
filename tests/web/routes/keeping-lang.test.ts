import { describe, expect, it } from "vitest";
import { keepingLang } from "../../../web/routes/hash-location";

describe("a move that keeps the address's language", () => {
  it("carries ?lang from where the visitor is", () => {
    expect(keepingLang("/login", "/logout?lang=ru")).toBe("/login?lang=ru");
    expect(keepingLang("/dashboard", "?hc_source=x&lang=ja")).toBe("/dashboard?lang=ja");
  });

  it("adds nothing when there is none, and never overrides the target's own", () => {
    expect(keepingLang("/login", "/logout")).toBe("/login");
    expect(keepingLang("/login?lang=ko", "/home?lang=ru")).toBe("/login?lang=ko");
    expect(keepingLang("/login?host=1", "/home?lang=ru")).toBe("/login?host=1&lang=ru");
  });
});
