import type { KeyValueStore } from "../../core/ports/key-value-store.port";

/** A KeyValueStore kept in memory: private browsing fallback, CLI `--no-persist`, and tests. */
export class MemoryStore implements KeyValueStore {
  protected readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
