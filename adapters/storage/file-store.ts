/**
 * The CLI's KeyValueStore: one JSON object of strings in a file under the user's config directory.
 * The token lives here, so the directory is 0700 and the file 0600, and writes go to a temporary
 * file renamed over the old one so a crash never leaves half a file. The file is re-read on every
 * call (it is tiny) so two CLI processes don't overwrite each other's keys with stale copies.
 * Anything unreadable (missing, corrupted, foreign JSON, non-string values) reads as absent.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import * as Schema from "effect/Schema";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { parseJson } from "../../core/result/parse-json";
import { decodeWith } from "../decoding/decode";

export const STORE_FILE_NAME = "store.json";
export const APP_DIR_NAME = "lumen";

const StoredObject = Schema.Record(Schema.String, Schema.Unknown);

export interface FileStoreOptions {
  /** Directory holding the file; defaults to `defaultStateDir()`. */
  readonly dir?: string;
  readonly fileName?: string;
  /** Told about write failures (disk full, permissions); the store itself never throws. */
  readonly onError?: (error: unknown) => void;
}

/** `$XDG_CONFIG_HOME/lumen`, else `~/.config/lumen`. */
export function defaultStateDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
  home: string = homedir(),
): string {
  const xdg = env.XDG_CONFIG_HOME;
  return xdg && xdg.trim() !== "" ? join(xdg, APP_DIR_NAME) : join(home, ".config", APP_DIR_NAME);
}

export class FileStore implements KeyValueStore {
  readonly dir: string;
  readonly path: string;
  private tmpCounter = 0;

  constructor(private readonly options: FileStoreOptions = {}) {
    this.dir = options.dir ?? defaultStateDir();
    this.path = join(this.dir, options.fileName ?? STORE_FILE_NAME);
  }

  get(key: string): string | null {
    const value = this.readAll()[key];
    return typeof value === "string" ? value : null;
  }

  set(key: string, value: string): void {
    this.writeAll({ ...this.readAll(), [key]: value });
  }

  remove(key: string): void {
    const all = this.readAll();
    if (!Object.hasOwn(all, key)) return;
    this.writeAll(Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
  }

  /** Only string values survive: a foreign value under a key is the same as no value. */
  private readAll(): Record<string, string> {
    let text: string;
    try {
      text = readFileSync(this.path, "utf8");
    } catch {
      return {};
    }
    const parsed = parseJson(text);
    const decoded = parsed.ok ? decodeWith(StoredObject, parsed.value) : null;
    if (!decoded || !decoded.ok) return {};
    // fromEntries defines own properties, so a "__proto__" key stays a key, not a prototype.
    return Object.fromEntries(
      Object.entries(decoded.value).flatMap(([key, value]) =>
        typeof value === "string" ? [[key, value] as const] : [],
      ),
    );
  }

  private writeAll(values: Record<string, string>): void {
    const tmp = `${this.path}.${process.pid}.${this.tmpCounter++}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      writeFileSync(tmp, JSON.stringify(values, null, 2), { mode: 0o600 });
      // The mode option is masked by umask and ignored for existing files; make it exact.
      chmodSync(tmp, 0o600);
      renameSync(tmp, this.path);
    } catch (error) {
      try {
        unlinkSync(tmp);
      } catch {
        // Nothing was written, or it is already gone.
      }
      this.options.onError?.(error);
    }
  }
}
