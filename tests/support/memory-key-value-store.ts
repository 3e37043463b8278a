import type { KeyValueStore } from "../../core/ports/key-value-store.port";

/**
 * A KeyValueStore kept in memory, seeded at will; `entries()` lets tests assert exactly what was
 * persisted. Production has no in-memory store (the browser and the CLI always persist), so this
 * lives with the test support; tests/contract/key-value-stores.test.ts holds it to the port's
 * contract like the real stores.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.set(key, value);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  entries(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
