import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { Window } from "happy-dom";
import { FileStore } from "../../adapters/storage/file-store";
import { LocalStorageStore } from "../../adapters/storage/local-storage-store";
import { MemoryKeyValueStore } from "../support/memory-key-value-store";
import { keyValueStoreContract } from "./key-value-store.contract";

const root = mkdtempSync(join(tmpdir(), "lumen-kv-contract-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

keyValueStoreContract("LocalStorageStore (happy-dom)", () => {
  const storage = new Window().localStorage;
  return { store: new LocalStorageStore(() => storage), reopen: () => new LocalStorageStore(() => storage) };
});

keyValueStoreContract("FileStore", () => {
  const dir = join(root, `s${n++}`, "lumen");
  return { store: new FileStore({ dir }), reopen: () => new FileStore({ dir }) };
});

keyValueStoreContract("MemoryKeyValueStore (test fake)", () => ({
  store: new MemoryKeyValueStore(),
  reopen: null,
}));
