import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { PersistedData } from "./persisted-data.schema";
import type { ServerLog } from "../config/server-options";

const decode = Schema.decodeUnknownOption(PersistedData);

/**
 * Reads the --data file. A missing file is a fresh start; a corrupt one is moved aside (kept for
 * inspection) rather than silently overwritten.
 */
export function loadDataFile(file: string, log: ServerLog): PersistedData | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    parsed = undefined;
  }
  const data = decode(parsed);
  if (Option.isSome(data)) return data.value;
  const aside = `${file}.corrupt-${Date.now()}`;
  renameSync(file, aside);
  log.warn(`[sso] data file ${file} was unreadable; moved to ${aside} and starting empty`);
  return undefined;
}

/** Write-then-rename so a crash mid-write never leaves a half file behind. */
export function saveDataFile(file: string, data: PersistedData): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}
