import { describe, expect, it } from "vitest";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { matchRoute } from "../../../web/routes/resolve-navigation";
import { backAction } from "../../../web/layout/back-target";
import { driverCapabilities } from "../../../web/services/driver-capabilities";
import { FakeClock } from "../../support/fake-clock";

/** The back URL preference as the composition root builds it, over a memory store. */
const backUrlOver = (store = new MemoryKeyValueStore()) =>
  driverCapabilities(store, new FakeClock()).preferences.backUrl;

describe("back button (SHELL-BACK-1: route target, else stored back URL, else one step back inside the product, else home)", () => {
  it("prefers the route's own back target", () => {
    const backUrl = backUrlOver();
    backUrl.write("/invite/blogger");
    expect(backAction("/login", backUrl, 5)).toEqual({ kind: "navigate", to: "/login" });
  });

  it("uses the back URL a flow stored when the route has none, once", () => {
    const backUrl = backUrlOver();
    backUrl.write("/invite/blogger");
    expect(backAction(undefined, backUrl, 5)).toEqual({
      kind: "navigate",
      to: "/invite/blogger",
      stored: true,
    });
    backUrl.forget();
    expect(backAction(undefined, backUrl, 5)).toEqual({ kind: "history" });
    expect(backAction(undefined, backUrl, 0)).toEqual({ kind: "navigate", to: "/home" });
  });

  it("login and sign-up verify have no fixed target, so a stored back URL leads back to the flow that sent the visitor", () => {
    expect(matchRoute("/login")?.route.meta.back).toBeUndefined();
    expect(matchRoute("/signup-verify")?.route.meta.back).toBeUndefined();
    expect(matchRoute("/forgot")?.route.meta.back).toBe("/login");
  });

  it("goes to home, not history, when the entry before is not the product's, however long the tab's history (ADR-0380)", () => {
    const backUrl = backUrlOver();
    expect(backAction(undefined, backUrl, 0)).toEqual({ kind: "navigate", to: "/home" });
    expect(backAction(undefined, backUrl, 1)).toEqual({ kind: "history" });
    expect(backAction(undefined, null, 0)).toEqual({ kind: "navigate", to: "/home" });
  });

  it("never follows a stored value that is not an in-app path", () => {
    const store = new MemoryKeyValueStore();
    const backUrl = backUrlOver(store);
    for (const value of ["https://evil.example", "//evil.example", "javascript:alert(1)", "  "]) {
      store.set(STORAGE_KEYS.backUrl, value);
      expect(backAction(undefined, backUrl, 3)).toEqual({ kind: "history" });
    }
  });

  it("follows a stored in-app path with stray spaces, trimmed", () => {
    const store = new MemoryKeyValueStore();
    store.set(STORAGE_KEYS.backUrl, "  /invite/streamer ");
    expect(backAction(undefined, backUrlOver(store), 3)).toEqual({
      kind: "navigate",
      to: "/invite/streamer",
      stored: true,
    });
  });
});
