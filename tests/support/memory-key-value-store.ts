import { MemoryStore } from "../../adapters/storage/memory-store";

/** The adapters' in-memory store, seeded at will; `entries()` lets tests assert exactly what was persisted. */
export class MemoryKeyValueStore extends MemoryStore {
  constructor(initial: Readonly<Record<string, string>> = {}) {
    super();
    for (const [key, value] of Object.entries(initial)) this.set(key, value);
  }

  entries(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
