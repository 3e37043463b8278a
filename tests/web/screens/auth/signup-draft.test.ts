// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearSignupDraft,
  loadSignupDraft,
  saveSignupDraft,
} from "../../../../web/screens/auth/signup-draft";
import { thirdPartyOf } from "../../../../web/screens/auth/third-party";

beforeEach(() => sessionStorage.clear());

describe("signup draft", () => {
  it("round-trips through sessionStorage", () => {
    const draft = {
      registerToken: "rt",
      identifier: { channel: "phone", country: "CN", phone: "13800138000" } as const,
      accountId: "user_abc12",
      nickname: "abc12User",
    };
    saveSignupDraft(draft);
    expect(loadSignupDraft()).toEqual(draft);
    clearSignupDraft();
    expect(loadSignupDraft()).toBeNull();
  });

  it.each([
    "{",
    "null",
    "42",
    '{"identifier":{"channel":"phone"}}',
    '{"registerToken":5,"identifier":{"channel":"email","email":""}}',
  ])("reads corrupt data %j as nothing usable", (raw) => {
    sessionStorage.setItem("hc.signupDraft", raw);
    const draft = loadSignupDraft();
    expect(draft?.identifier ?? null).toBeNull();
    expect(draft?.registerToken ?? null).toBeNull();
  });
});

describe("password pre-fill from the code (FLOW-SIGNUP-4, behind BRAND.auth.prefillPasswordFromCode)", () => {
  it("is off in this brand, and a draft carries the code only when a build turns it on", async () => {
    const { BRAND } = await import("../../../../web/brand/brand.config");
    expect(BRAND.auth.prefillPasswordFromCode).toBe(false);
    const base = { registerToken: "rt", identifier: null, accountId: "user_01", nickname: "er_01User" };
    saveSignupDraft(base);
    expect(loadSignupDraft()).toEqual(base);
    saveSignupDraft({ ...base, prefillPassword: "123456" });
    expect(loadSignupDraft()?.prefillPassword).toBe("123456");
  });
});

describe("third-party source", () => {
  it("accepts only the configured source", () => {
    expect(thirdPartyOf({ host: false, assistant: false }, ["fx"])).toEqual({ kind: "none" });
    expect(
      thirdPartyOf({ host: false, assistant: false, source: "fx", redirect: "https://a.example/" }, ["fx"]),
    ).toEqual({ kind: "accepted", redirect: "https://a.example/" });
    expect(thirdPartyOf({ host: false, assistant: false, source: "other" }, ["fx"])).toEqual({
      kind: "refused",
    });
    expect(thirdPartyOf({ host: false, assistant: false, source: "fx" })).toEqual({
      kind: "refused",
    });
    // An empty override (VITE_THIRD_PARTY_SOURCE=) accepts nothing, not an empty source.
    expect(thirdPartyOf({ host: false, assistant: false, source: "fx" }, [""])).toEqual({
      kind: "refused",
    });
  });
});
