/**
 * Synchronous string store (localStorage in the browser, a 0600 file for the CLI, memory in tests).
 * Values are untrusted: readers decode them with Schema and treat anything foreign as absent.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
