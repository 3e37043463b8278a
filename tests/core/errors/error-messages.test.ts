import { describe, expect, it } from "vitest";
import { ERROR_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { checkNamespace } from "../../support/locale-files";

describe("error and success messages", () => {
  it("exist for every catalogue key in all seven locales, with the same keys, in each locale's own script", () => {
    expect(() => checkNamespace("errors", ERROR_MESSAGE_KEYS)).not.toThrow();
  });
});
