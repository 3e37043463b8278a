import { describe, expect, it } from "vitest";
import { DEFAULT_TITLE_KEY, PAGE_TITLE_KEYS, titleKeyFor } from "../../../core/locale/page-title";

describe("titleKeyFor", () => {
  it("names the common title key of each auth route", () => {
    expect(titleKeyFor("login")).toBe("common:title.login");
    expect(titleKeyFor("signupVerify")).toBe("common:title.signupVerify");
    expect(titleKeyFor("unlock")).toBe("common:title.unlock");
  });

  it("understands the route aliases", () => {
    expect(titleKeyFor("SignUp")).toBe("common:title.signup");
    expect(titleKeyFor("404")).toBe("common:title.notFound");
  });

  it("falls back to the default title for unknown or hostile names", () => {
    for (const name of ["nope", "__proto__", "constructor", "toString", ""])
      expect(titleKeyFor(name)).toBe(DEFAULT_TITLE_KEY);
  });

  it("keeps every key in the common title group", () => {
    for (const key of Object.values(PAGE_TITLE_KEYS)) expect(key).toMatch(/^common:title\.[A-Za-z]+$/);
  });
});
