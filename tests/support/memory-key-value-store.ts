import type { KeyValueStore } from "../../core/ports/key-value-store.port";

/** A KeyValueStore in a Map; `entries()` lets tests assert exactly what was persisted. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
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
