import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { driverCapabilities } from "../../../web/services/driver-capabilities";
import { FakeClock } from "../../support/fake-clock";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

describe("the capabilities screens get instead of the store and the clock (ADR-0430)", () => {
  it("remembers the login tab that worked under its DATA-STORAGE-1 key, and reads anything else there as absent (ADR-0146)", () => {
    const store = new MemoryKeyValueStore();
    const { loginTab } = driverCapabilities(store, new FakeClock()).preferences;
    expect(loginTab.read()).toBeNull();
    loginTab.write("phone-code");
    expect(store.get(STORAGE_KEYS.loginTab)).toBe("phone-code");
    expect(loginTab.read()).toBe("phone-code");
    for (const raw of ["assistant", "Phone-Code", "", "email"]) {
      store.set(STORAGE_KEYS.loginTab, raw);
      expect(loginTab.read()).toBeNull();
    }
  });

  it("keeps a back URL only while it is an in-app path (SHELL-BACK-1)", () => {
    const store = new MemoryKeyValueStore();
    const { backUrl } = driverCapabilities(store, new FakeClock()).preferences;
    backUrl.write("/invite/blogger");
    expect(store.get(STORAGE_KEYS.backUrl)).toBe("/invite/blogger");
    expect(backUrl.read()).toBe("/invite/blogger");
    backUrl.write("https://evil.example");
    expect(store.get(STORAGE_KEYS.backUrl)).toBeNull();
    store.set(STORAGE_KEYS.backUrl, "//evil.example/x");
    expect(backUrl.read()).toBeNull();
    backUrl.forget();
    expect(store.get(STORAGE_KEYS.backUrl)).toBeNull();
  });

  it("reads the time from the clock each call", () => {
    const clock = new FakeClock(1_000);
    const { now } = driverCapabilities(new MemoryKeyValueStore(), clock);
    expect(now()).toBe(1_000);
    clock.advance(2_500);
    expect(now()).toBe(3_500);
  });

  it("makes a new code countdown per call, counting on the clock (FLOW-CODE-1)", () => {
    const clock = new FakeClock();
    const { codeCountdown } = driverCapabilities(new MemoryKeyValueStore(), clock);
    const first = codeCountdown();
    expect(codeCountdown()).not.toBe(first);
    expect(first.beginSend()).toBe(true);
    first.sendSucceeded(3);
    expect(first.state.value).toEqual({ phase: "counting", secondsLeft: 3 });
    clock.advance(1_000);
    expect(first.state.value).toEqual({ phase: "counting", secondsLeft: 2 });
    clock.advance(2_000);
    expect(first.state.value).toEqual({ phase: "idle", sentBefore: false });
    first.dispose();
  });
});
