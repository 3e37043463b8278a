import { describe, expect, it } from "vitest";
import { validateAgreement } from "../../../core/validation/agreement.rule";
import { validateRegisterToken } from "../../../core/validation/register-token.rule";

describe("validateAgreement", () => {
  it("passes only when the box is ticked", () => {
    expect(validateAgreement(true)).toEqual({ ok: true, value: true });
    expect(validateAgreement(false)).toEqual({
      ok: false,
      error: { field: "agreement", key: "validation:agreementRequired" },
    });
  });
});

describe("validateRegisterToken", () => {
  it("refuses sign-up without a register token", () => {
    for (const token of [undefined, null, "", "  "]) {
      expect(validateRegisterToken(token)).toEqual({
        ok: false,
        error: { field: "registerToken", key: "validation:registerTokenMissing" },
      });
    }
  });

  it("passes a present token through", () => {
    expect(validateRegisterToken("rt-123")).toEqual({ ok: true, value: "rt-123" });
  });
});
