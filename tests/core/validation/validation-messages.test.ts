import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGE_KEYS } from "../../../core/validation/validation-keys";
import { checkNamespace, readNamespace } from "../../support/locale-files";

describe("validation messages", () => {
  it("exist for every rule key in all seven locales, with the same keys and placeholders, in each locale's own script", () => {
    expect(() => checkNamespace("validation", VALIDATION_MESSAGE_KEYS)).not.toThrow();
  });

  it("keep required messages distinct from format messages", () => {
    const zh = readNamespace("validation")["en-US"] ?? {};
    expect(zh.phoneRequired).not.toBe(zh.phoneInvalid);
    expect(zh.emailRequired).not.toBe(zh.emailInvalid);
    expect(zh.affectRequired).not.toBe(zh.affectInvalid);
  });

  it("say mobile number in Australian English", () => {
    expect(readNamespace("validation")["en-AU"]?.phoneRequired).toMatch(/mobile/);
  });
});
