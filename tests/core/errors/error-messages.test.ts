import { describe, expect, it } from "vitest";
import { REGENERATE_HOST_FILES } from "../../../core/contract/regenerate-host-files";
import { ERROR_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { checkNamespace, readNamespace } from "../../support/locale-files";

describe("error and success messages", () => {
  it("exist for every catalogue key in all seven locales, with the same keys, in each locale's own script", () => {
    expect(() => checkNamespace("errors", ERROR_MESSAGE_KEYS)).not.toThrow();
  });

  it("name the command that regenerates the host files literally in every locale, as the console does (ADR-0500)", () => {
    const locales = Object.entries(readNamespace("errors"));
    expect(locales).toHaveLength(7);
    for (const [locale, messages] of locales)
      expect(messages["connectionBlockedBody"], locale).toContain(REGENERATE_HOST_FILES);
  });
});
