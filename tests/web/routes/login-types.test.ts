// The tab an untyped log-in opens on (ADR-0441): one rule for the live form, the early fields and
// the boot script, and the boot script's Schema-free reading of the stored tab.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOGIN_TABS, loginTabOf, untypedLoginTab } from "../../../web/routes/login-types";

describe("the tab an untyped log-in opens on", () => {
  it("is phone + password for a first visit, else the tab of the last log-in", () => {
    expect(untypedLoginTab(null, null)).toBe("phone-password");
    for (const tab of LOGIN_TABS) expect(untypedLoginTab(tab, null)).toBe(tab);
  });

  it("follows a carried email identifier, and a carried phone one leaves a saved email tab", () => {
    for (const tab of [null, ...LOGIN_TABS]) expect(untypedLoginTab(tab, "email")).toBe("email-password");
    expect(untypedLoginTab("email-password", "phone")).toBe("phone-password");
    expect(untypedLoginTab("phone-code", "phone")).toBe("phone-code");
    expect(untypedLoginTab(null, "phone")).toBe("phone-password");
  });
});

describe("the boot script's readings of storage", () => {
  it("takes a stored tab only when it is one of the tabs", () => {
    for (const tab of LOGIN_TABS) expect(loginTabOf(tab)).toBe(tab);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(loginTabOf(raw)).toBe(LOGIN_TABS.find((tab) => tab === raw) ?? null);
      }),
    );
    expect(loginTabOf(null)).toBeNull();
  });
});
