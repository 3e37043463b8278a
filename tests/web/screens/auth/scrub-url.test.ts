import { describe, expect, it } from "vitest";
import { scrubbedHash } from "../../../../web/screens/auth/scrub-url";

describe("scrubbedHash", () => {
  it("drops the hloAuth segment and credential parameters, keeps the rest", () => {
    expect(scrubbedHash("#/external/abc123?ma=demo&token=t&accessToken=a&lang=ja")).toBe(
      "#/external?ma=demo&lang=ja",
    );
    expect(scrubbedHash("#/external?ma=demo")).toBe("#/external?ma=demo");
    expect(scrubbedHash("#/external/x")).toBe("#/external");
    expect(scrubbedHash("#/home?code=1&x=2")).toBe("#/home?x=2");
  });
});
