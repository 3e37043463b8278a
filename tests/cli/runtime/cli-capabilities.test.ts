import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { cliCapabilities } from "../../../cli/runtime/cli-capabilities";
import { FakeClock } from "../../support/fake-clock";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

describe("the capabilities commands get instead of the store and the clock (ADR-0430)", () => {
  it("keeps the sign-up guestId under its DATA-STORAGE-1 key, as the web does", () => {
    const store = new MemoryKeyValueStore();
    const { guestId } = cliCapabilities(store, new FakeClock()).preferences;
    expect(guestId.read()).toBeNull();
    guestId.write("guest-7");
    expect(store.get(STORAGE_KEYS.guestId)).toBe("guest-7");
    expect(guestId.read()).toBe("guest-7");
    store.set(STORAGE_KEYS.guestId, "kept by the web");
    expect(guestId.read()).toBe("kept by the web");
  });

  it("reads the time from the clock, and waits on it", async () => {
    const clock = new FakeClock(5_000);
    const { now, wait } = cliCapabilities(new MemoryKeyValueStore(), clock);
    expect(now()).toBe(5_000);
    let done = false;
    const waited = wait(1_500).then(() => (done = true));
    clock.advance(1_499);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    await waited;
    expect(done).toBe(true);
    expect(now()).toBe(6_500);
  });
});
