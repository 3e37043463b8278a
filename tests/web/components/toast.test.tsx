// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import type { i18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ToastHost } from "../../../web/components/toast/toast-host";
import { keyboardInset } from "../../../web/components/toast/keyboard-inset";
import { TOAST_MS, ToastStore } from "../../../web/components/toast/toast-store";
import { liftClearOf } from "../../../web/components/toast/toast-placement";
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

  it("leave with their screen, except one kept for the next screen, which then belongs to it (ADR-0384)", () => {
    const store = new ToastStore(() => undefined);
    store.success("Code sent");
    store.keepForNextScreen(store.error("Session expired"));
    store.screenChanged();
    expect(store.items.value.map((t) => t.message)).toEqual(["Session expired"]);
    store.screenChanged();
    expect(store.items.value).toHaveLength(0);
  });

  it("are dropped when the address moves to another path, not when only its query changes", async () => {
    const store = new ToastStore(() => undefined);
    location.hash = "#/signup-verify";
    render(
      <I18nextProvider i18n={i18n}>
        <ToastHost store={store} />
      </I18nextProvider>,
    );
    act(() => {
      store.success("Code sent");
    });
    act(() => {
      location.hash = "#/signup-verify?lang=ru";
      dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(store.items.value).toHaveLength(1);
    act(() => {
      location.hash = "#/signup";
      dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(store.items.value).toHaveLength(0);
  });

  it("stand clear above a primary button they would cover, and stay put when they would not", () => {
    const stack = { top: 700, bottom: 800, left: 20, right: 370 };
    expect(liftClearOf(stack, { top: 760, bottom: 808, left: 24, right: 366 })).toBe(800 - 760 + 8);
    expect(liftClearOf(stack, { top: 400, bottom: 448, left: 24, right: 366 })).toBe(0);
    expect(liftClearOf(stack, { top: 760, bottom: 808, left: 400, right: 600 })).toBe(0);
    expect(liftClearOf(stack, null)).toBe(0);
  });

  it("drop the last attempt's errors and warnings when the visitor tries again, keeping a success", () => {
    const store = new ToastStore(() => undefined);
    store.success("Code sent");
    store.error("An error occurred. Please try again");
    store.warning("Temporarily unavailable");
    store.newAttempt();
    expect(store.items.value.map((t) => t.message)).toEqual(["Code sent"]);
  });

  it("shows the same message once even when raised twice", () => {
    const store = new ToastStore(() => undefined);
    store.error("Oops");
    store.error("Oops");
    expect(store.items.value).toHaveLength(1);
  });
});

describe("keyboardInset", () => {
  const viewport = (height: number, offsetTop = 0, scale = 1) => ({ height, offsetTop, scale });

  it("is the part of the layout viewport the keyboard hides when only the visual viewport shrank (iOS)", () => {
    expect(keyboardInset(844, viewport(508))).toBe(336);
    // Scrolled while the keyboard is up: what lies below the visual viewport's bottom edge.
    expect(keyboardInset(844, viewport(508, 120))).toBe(216);
  });

  it("is 0 when the layout viewport resized with the keyboard (Chromium, resizes-content) or none is open", () => {
    expect(keyboardInset(508, viewport(508))).toBe(0);
    expect(keyboardInset(844, viewport(844))).toBe(0);
    expect(keyboardInset(844, null)).toBe(0);
  });

  it("ignores a sliding toolbar and a pinch-zoom", () => {
    expect(keyboardInset(844, viewport(790))).toBe(0);
    expect(keyboardInset(844, viewport(422, 0, 2))).toBe(0);
  });

  it("lifts the toast stack by that much as the visual viewport changes", () => {
    const target = new EventTarget();
    const fake = Object.assign(target, { height: 844, offsetTop: 0, scale: 1 });
    // Put back as found: the next test file may share this window (ADR-0397).
    const saved = ["visualViewport", "innerHeight"].map(
      (name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const,
    );
    Object.defineProperty(window, "visualViewport", { value: fake, configurable: true });
    Object.defineProperty(window, "innerHeight", { value: 844, configurable: true });
    try {
      render(
        <I18nextProvider i18n={i18n}>
          <ToastHost store={new ToastStore(() => undefined)} />
        </I18nextProvider>,
      );
      const stack = document.querySelector<HTMLElement>(".toast-stack")!;
      expect(stack.style.getPropertyValue("--keyboard-inset")).toBe("");
      act(() => {
        fake.height = 500;
        target.dispatchEvent(new Event("resize"));
      });
      expect(stack.style.getPropertyValue("--keyboard-inset")).toBe("344px");
      act(() => {
        fake.height = 844;
        target.dispatchEvent(new Event("resize"));
      });
      expect(stack.style.getPropertyValue("--keyboard-inset")).toBe("");
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else Reflect.deleteProperty(window, name);
      }
    }
  });
});
