import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashToLocation, joinLocation, splitLocation } from "../../../web/routes/route-path";

describe("the in-hash location", () => {
  it("reads a hash with or without its slash, and no hash as the root", () => {
    expect(hashToLocation("#/login?redirect=%2Fmine")).toBe("/login?redirect=%2Fmine");
    expect(hashToLocation("#login?x=1")).toBe("/login?x=1");
    expect(hashToLocation("")).toBe("/");
    expect(hashToLocation("#")).toBe("/");
  });

  it("always starts with a slash and keeps everything after the hash", () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const location = hashToLocation(`#${rest}`);
        expect(location.startsWith("/")).toBe(true);
        expect(location.endsWith(rest)).toBe(true);
      }),
    );
  });

  it("splits into path and query, and joins back", () => {
    expect(splitLocation("/login?redirect=x")).toEqual({ path: "/login", search: "redirect=x" });
    expect(joinLocation("/login", "redirect=x")).toBe("/login?redirect=x");
  });
});
