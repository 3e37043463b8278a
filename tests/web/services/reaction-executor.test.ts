import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_EXISTS, ACCOUNT_LOCKED, reactionFor } from "../../../core/errors/error-catalogue";
import { dialog, toast } from "../../../core/errors/reaction";
import { DialogStore } from "../../../web/components/dialog/dialog-store";
import { ToastStore } from "../../../web/components/toast/toast-store";
import { createReactionExecutor } from "../../../web/services/reaction-executor";

function setup(online = true) {
  const dialogs = new DialogStore(() => undefined);
  const toasts = new ToastStore(() => undefined);
  const navigate = vi.fn();
  const logout = vi.fn();
  const loadNamespaces = vi.fn(async () => undefined);
  const executor = createReactionExecutor({
    dialogs,
    toasts,
    navigate,
    logout,
    loadNamespaces,
    t: (key) => `t(${key})`,
    online: () => online,
  });
  return { dialogs, toasts, navigate, logout, loadNamespaces, executor };
}

describe("reaction executor", () => {
  it("shows a toast with the server's text when there is one, else the keyed message", async () => {
    const { executor, toasts, loadNamespaces } = setup();
    await executor.execute(toast("error", "errors:network"));
    await executor.execute(toast("warning", "errors:somethingWrong", "Server says no"));
    expect(toasts.items.value.map((t) => [t.tone, t.message])).toEqual([
      ["error", "t(errors:network)"],
      ["warning", "Server says no"],
    ]);
    expect(loadNamespaces).toHaveBeenCalledWith(["errors"]);
  });

  it("says the device is offline, not 'network error', when it has no network at all", async () => {
    const offline = setup(false);
    await offline.executor.execute(reactionFor({ kind: "network" }, { flow: "login" }));
    expect(offline.toasts.items.value.map((t) => t.message)).toEqual(["t(errors:offline)"]);
    const online = setup(true);
    await online.executor.execute(reactionFor({ kind: "network" }, { flow: "login" }));
    expect(online.toasts.items.value.map((t) => t.message)).toEqual(["t(errors:network)"]);
  });

  it("logs out, toasts and goes to /login for an expired session (401/10008)", async () => {
    const { executor, toasts, navigate, logout } = setup();
    await executor.execute(reactionFor({ kind: "server", code: 10008, message: "" }, { flow: "generic" }));
    expect(logout).toHaveBeenCalledOnce();
    expect(toasts.items.value[0]?.tone).toBe("error");
    expect(toasts.items.value[0]?.forNextScreen).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true });
  });

  it("shows Account locked with a button naming the unlock, and goes to /unlock once confirmed", async () => {
    const { executor, dialogs, navigate } = setup();
    const done = executor.execute(ACCOUNT_LOCKED);
    await vi.waitFor(() => expect(dialogs.current.value).not.toBeNull());
    expect(dialogs.current.value?.options).toMatchObject({
      title: "t(errors:accountLocked)",
      message: "t(errors:accountLockedBody)",
      state: "error",
      confirmText: "t(errors:accountLockedConfirm)",
      escapeDeclines: true,
    });
    expect(navigate).not.toHaveBeenCalled();
    dialogs.close(dialogs.current.value!.id, true);
    await done;
    expect(navigate).toHaveBeenCalledWith("/unlock");
  });

  it("stays where the visitor is when Account locked is declined (Escape), ADR-0385", async () => {
    const { executor, dialogs, navigate } = setup();
    const done = executor.execute(ACCOUNT_LOCKED);
    await vi.waitFor(() => expect(dialogs.current.value).not.toBeNull());
    dialogs.close(dialogs.current.value!.id, false);
    await done;
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a dialog with a way out names it on its button and takes the screen's way there once confirmed (ADR-0400)", async () => {
    const { executor, dialogs, navigate } = setup();
    const goTo = vi.fn();
    const done = executor.execute(ACCOUNT_EXISTS, { goTo });
    await vi.waitFor(() => expect(dialogs.current.value).not.toBeNull());
    expect(dialogs.current.value?.options).toMatchObject({
      title: "t(errors:accountExists)",
      message: "t(errors:accountExistsBody)",
      confirmText: "t(errors:accountExistsLogIn)",
      showCancel: true,
      escapeDeclines: true,
    });
    dialogs.close(dialogs.current.value!.id, true);
    await done;
    expect(goTo).toHaveBeenCalledWith("/login");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a dialog with a way out stays when cancelled, and goes to the bare route without a screen hook", async () => {
    const { executor, dialogs, navigate } = setup();
    const declined = executor.execute(ACCOUNT_EXISTS);
    await vi.waitFor(() => expect(dialogs.current.value).not.toBeNull());
    dialogs.close(dialogs.current.value!.id, false);
    await declined;
    expect(navigate).not.toHaveBeenCalled();
    const confirmed = executor.execute(ACCOUNT_EXISTS);
    await vi.waitFor(() => expect(dialogs.current.value).not.toBeNull());
    dialogs.close(dialogs.current.value!.id, true);
    await confirmed;
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("puts the server message under a dialog's own message and honours showConfirm", async () => {
    const { executor, dialogs } = setup();
    const done = executor.execute(
      dialog("error", "errors:authLinkBroken", { serverMessage: "bad ma", showConfirm: false }),
    );
    await vi.waitFor(() => expect(dialogs.current.value).not.toBeNull());
    expect(dialogs.current.value?.options).toMatchObject({
      title: "t(errors:authLinkBroken)",
      message: "bad ma",
      showConfirm: false,
    });
    dialogs.close(dialogs.current.value!.id, false);
    await done;
  });

  it("clears the named field before showing what follows", async () => {
    const { executor, toasts } = setup();
    const clearField = vi.fn();
    await executor.execute(
      {
        kind: "clear-field",
        field: "password",
        revalidate: false,
        then: toast("error", "errors:wrongPassword"),
      },
      { clearField },
    );
    expect(clearField).toHaveBeenCalledWith("password", false);
    expect(toasts.items.value).toHaveLength(1);
  });

  it("replaces the page with the auth-error screen carrying the catalogue's keys", async () => {
    const { executor, navigate } = setup();
    await executor.execute({ kind: "auth-error-screen", titleKey: "errors:authFailed" });
    expect(navigate).toHaveBeenCalledWith("/auth-error?titleKey=errors%3AauthFailed", { replace: true });
  });
});
