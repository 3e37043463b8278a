// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { i18n } from "i18next";
import { DialogHost } from "../../../web/components/dialog/dialog-host";
import { DIALOG_RESET_MS, DialogStore } from "../../../web/components/dialog/dialog-store";
import { testI18n } from "../../support/test-i18n";

let i18n: i18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

function setup() {
  const timers: { cb: () => void; ms: number }[] = [];
  const store = new DialogStore((cb, ms) => timers.push({ cb, ms }));
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">opener</button>
      <DialogHost store={store} />
    </I18nextProvider>,
  );
  return { store, timers };
}

describe("Dialog", () => {
  it("is a labelled modal dialog with focus inside, and Escape cancels and restores focus", async () => {
    const { store } = setup();
    const opener = screen.getByText("opener");
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = store.confirm({ title: "Log out?", message: "Sure?" });
    });
    const dialog = screen.getByRole("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Log out?" })).toBe(dialog);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    act(() => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("without a cancel button is an alertdialog that Escape acknowledges like its only button", async () => {
    const { store } = setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = store.open({ title: "Account locked", state: "error", confirmText: "Unlock" });
    });
    const dialog = screen.getByRole("alertdialog");
    // An error's acknowledgement is not a destructive action: not the red button.
    expect(screen.getByRole("button", { name: "Unlock" }).className).not.toContain("danger");
    act(() => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("with escapeDeclines, Escape closes it declined: the one button goes somewhere, Escape stays (ADR-0385)", async () => {
    const { store } = setup();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = store.open({ title: "Account locked", confirmText: "Unlock account", escapeDeclines: true });
    });
    act(() => {
      fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps a self-closing dialog open on Escape and paints only a destructive confirm red", async () => {
    const { store } = setup();
    act(() => {
      void store.open({ title: "Logged in", state: "success", autoCloseMs: 60_000 });
    });
    act(() => {
      fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    act(() => store.close(store.current.value?.id ?? 0, true));
    act(() => {
      void store.confirm({ title: "Clear data?", confirmText: "Clear", destructive: true });
    });
    expect(screen.getByRole("button", { name: "Clear" }).className).toContain("danger");
  });

  it("renders server text as text, never markup", () => {
    const { store } = setup();
    act(() => {
      void store.open({ title: "Login failed", message: "<img src=x onerror=alert(1)>" });
    });
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
  });

  it("joins an identical dialog shown within the reset window, and allows it again afterwards", () => {
    const { store, timers } = setup();
    const first = store.open({ title: "Network error" });
    const second = store.open({ title: "Network error" });
    expect(second).toBe(first);
    const reset = timers.find((t) => t.ms === DIALOG_RESET_MS);
    act(() => reset?.cb());
    expect(store.open({ title: "Network error" })).not.toBe(first);
  });

  it("shows the dialog again when it is asked for right after being answered", async () => {
    const { store } = setup();
    const first = store.open({ title: "Log out?", showCancel: true });
    const shown = store.current.value;
    act(() => store.close(shown?.id ?? -1, false));
    await expect(first).resolves.toBe(false);
    const again = store.open({ title: "Log out?", showCancel: true });
    expect(again).not.toBe(first);
    expect(store.current.value?.id).not.toBe(shown?.id);
    expect(store.current.value?.options.title).toBe("Log out?");
  });

  it("leaves with its screen, declined, and takes the queued ones with it", async () => {
    const { store } = setup();
    let first: Promise<boolean> = Promise.resolve(true);
    let queued: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = store.open({ title: "This authentication link is broken", showConfirm: false });
      queued = store.open({ title: "Network error" });
    });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    act(() => store.screenChanged());
    await expect(first).resolves.toBe(false);
    await expect(queued).resolves.toBe(false);
    expect(store.current.value).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // The next screen's own dialog is shown, not merged into the one that left.
    act(() => void store.open({ title: "This authentication link is broken", showConfirm: false }));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("closes itself after autoCloseMs, as confirmed", async () => {
    const { store, timers } = setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = store.open({ title: "Logged in", state: "success", showConfirm: false, autoCloseMs: 1000 });
    });
    const auto = timers.filter((t) => t.ms === 1000).at(-1);
    act(() => auto?.cb());
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("traps Tab inside the dialog", () => {
    const { store } = setup();
    act(() => {
      void store.confirm({ title: "Repair?" });
    });
    const [cancel, confirm] = within(screen.getByRole("dialog")).getAllByRole("button");
    confirm!.focus();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Tab" });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });
});
