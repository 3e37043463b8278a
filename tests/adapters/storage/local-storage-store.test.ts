import { describe, expect, it } from "vitest";
import { LocalStorageStore, type StorageLike } from "../../../adapters/storage/local-storage-store";

const throwing = (name: string): StorageLike => ({
  getItem: () => {
    throw new DOMException("denied", name);
  },
  setItem: () => {
    throw new DOMException("full", name);
  },
  removeItem: () => {
    throw new DOMException("denied", name);
  },
});

describe("LocalStorageStore", () => {
  it("reads as absent when reaching localStorage itself throws a SecurityError", () => {
    const store = new LocalStorageStore(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(store.get("hc.token")).toBeNull();
    expect(() => store.set("hc.token", "t")).not.toThrow();
    expect(() => store.remove("hc.token")).not.toThrow();
  });

  it("turns quota errors on write into a no-op", () => {
    const store = new LocalStorageStore(() => throwing("QuotaExceededError"));
    expect(() => store.set("hc.userInfo", "x".repeat(10))).not.toThrow();
    expect(store.get("hc.userInfo")).toBeNull();
  });

  it("works when there is no localStorage at all (Node, old WebViews)", () => {
    const store = new LocalStorageStore(() => null);
    store.set("k", "v");
    expect(store.get("k")).toBeNull();
  });

  it("uses the global localStorage by default", () => {
    const values = new Map<string, string>();
    const shim: StorageLike = {
      getItem: (k) => values.get(k) ?? null,
      setItem: (k, v) => void values.set(k, v),
      removeItem: (k) => void values.delete(k),
    };
    const previous = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", { value: shim, configurable: true });
    try {
      new LocalStorageStore().set("hc.locale", "ru");
      expect(values.get("hc.locale")).toBe("ru");
    } finally {
      if (previous) Object.defineProperty(globalThis, "localStorage", previous);
      else Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});
