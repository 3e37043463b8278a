// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { i18n } from "i18next";
import { ScreenErrorBoundary } from "../../../web/routes/screen-error-boundary";
import { createServicesHandle } from "../../../web/shell/services/services-context";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

function Broken(): never {
  throw new Error("chunk failed to load");
}

describe("a screen that fails to load", () => {
  it("shows the translated error with a reload button instead of a blank page", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <ScreenErrorBoundary>
          <Broken />
        </ScreenErrorBoundary>
      </I18nextProvider>,
    );
    spy.mockRestore();
    expect(screen.getByRole("alert")).toBeTruthy();
    const title = i18n.t("common:errorPages.error.title");
    expect(title).not.toContain("errorPages"); // a missing key would make the check vacuous
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole("button", { name: i18n.t("common:actions.reload") })).toBeTruthy();
  });

  it("rejects the services promise when the container cannot be loaded, so waiting screens stop waiting", async () => {
    const handle = createServicesHandle();
    handle.fail(new Error("offline"));
    await expect(handle.ready).rejects.toThrow("offline");
    expect(handle.current.value).toBeNull();
  });
});
