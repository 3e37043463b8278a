import { describe, expect, it } from "vitest";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { matchRoute } from "../../../web/routes/resolve-navigation";
import { backAction, forgetBackUrl, rememberBackUrl } from "../../../web/layout/back-target";

describe("back button (SHELL-BACK-1: route target, else stored back URL, else one step back inside the product, else home)", () => {
  it("prefers the route's own back target", () => {
    const store = new MemoryKeyValueStore();
    rememberBackUrl(store, "/invite/blogger");
    expect(backAction("/login", store, 5)).toEqual({ kind: "navigate", to: "/login" });
  });

  it("uses the back URL a flow stored when the route has none, once", () => {
    const store = new MemoryKeyValueStore();
    rememberBackUrl(store, "/invite/blogger");
    expect(backAction(undefined, store, 5)).toEqual({
      kind: "navigate",
      to: "/invite/blogger",
      stored: true,
    });
    forgetBackUrl(store);
    expect(backAction(undefined, store, 5)).toEqual({ kind: "history" });
    expect(backAction(undefined, store, 0)).toEqual({ kind: "navigate", to: "/home" });
  });

  it("login and sign-up verify have no fixed target, so a stored back URL leads back to the flow that sent the visitor", () => {
    expect(matchRoute("/login")?.route.meta.back).toBeUndefined();
    expect(matchRoute("/signup-verify")?.route.meta.back).toBeUndefined();
    expect(matchRoute("/forgot")?.route.meta.back).toBe("/login");
  });

  it("goes to home, not history, when the entry before is not the product's, however long the tab's history (ADR-0380)", () => {
    const store = new MemoryKeyValueStore();
    expect(backAction(undefined, store, 0)).toEqual({ kind: "navigate", to: "/home" });
    expect(backAction(undefined, store, 1)).toEqual({ kind: "history" });
  });

  it("never follows a stored value that is not an in-app path", () => {
    const store = new MemoryKeyValueStore();
    for (const value of ["https://evil.example", "//evil.example", "javascript:alert(1)", "  "]) {
      store.set(STORAGE_KEYS.backUrl, value);
      expect(backAction(undefined, store, 3)).toEqual({ kind: "history" });
    }
  });
});
