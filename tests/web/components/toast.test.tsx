// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import type { i18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ToastHost } from "../../../web/components/toast/toast-host";
import { TOAST_MS, ToastStore } from "../../../web/components/toast/toast-store";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

describe("Toasts", () => {
  it("announce errors assertively and other tones politely, and leave after 5 s", () => {
    const timers: { cb: () => void; ms: number }[] = [];
    const store = new ToastStore((cb, ms) => timers.push({ cb, ms }));
    render(
      <I18nextProvider i18n={i18n}>
        <ToastHost store={store} />
      </I18nextProvider>,
    );
    act(() => {
      store.error("Network anomaly");
      store.success("Code sent");
      store.warning("No admin domain");
    });
    const alert = screen.getByRole("alert");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
    expect(within(alert).getByText("Network anomaly")).toBeTruthy();
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(within(status).getByText("Code sent")).toBeTruthy();
    expect(document.querySelector(".toast--error")).toBeTruthy();
    expect(document.querySelector(".toast--success")).toBeTruthy();
    expect(document.querySelector(".toast--warning")).toBeTruthy();
    expect(timers.every((t) => t.ms === TOAST_MS)).toBe(true);
    act(() => timers.forEach((t) => t.cb()));
    expect(screen.queryByText("Network anomaly")).toBeNull();
  });

  it("shows the same message once even when raised twice", () => {
    const store = new ToastStore(() => undefined);
    store.error("Oops");
    store.error("Oops");
    expect(store.items.value).toHaveLength(1);
  });
});
