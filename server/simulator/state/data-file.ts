import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, renameSync, statSync } from "node:fs";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { PersistedData, type PersistedState } from "./persisted-data.schema";
import path from "node:path";
import { ensureDirectorySync, writeFileAtomic } from "./atomic-write";

const decodeV1 = Schema.decodeUnknownOption(PersistedData);
const Envelope = Schema.Struct({ version: Schema.Number, checksum: Schema.String, data: Schema.Unknown });
const decodeEnvelope = Schema.decodeUnknownOption(Envelope);
const FORMAT_VERSION = 2;

/** Exit code when the data file stops the server (sysexits EX_CONFIG). */
export const DATA_FILE_EXIT_CODE = 78;

/** The data file can't be used; the server must not start (and must not start empty). */
export class DataFileError extends Error {
  readonly exitCode = DATA_FILE_EXIT_CODE;
}

const checksumOf = (dataJson: string): string =>
  `sha256:${createHash("sha256").update(dataJson).digest("hex")}`;

function refuse(file: string, problem: string): DataFileError {
  return new DataFileError(
    [
      `The data file ${file} ${problem}.`,
      "The server did not start, so nothing in it was lost. Either:",
      `  - fix or restore ${file} and start again, or`,
      "  - start with --reset-data: the file is kept as a timestamped copy next to it and the server",
      "    starts with no accounts.",
    ].join("\n"),
  );
}

function codeOf(error: unknown): string {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "";
}

/**
 * Reads the --data file. A missing file is a fresh start. Anything else that can't be read back
 * exactly (unreadable, not JSON, wrong shape, checksum mismatch, a newer format) throws a
 * DataFileError naming the file and the choices, instead of starting with zero accounts.
 */
export function loadDataFile(file: string): PersistedState | undefined {
  try {
    ensureDirectorySync(path.dirname(path.resolve(file)));
  } catch (error) {
    throw new DataFileError(
      `The folder for the data file ${file} cannot be created or used (${codeOf(error) || String(error)}).\n` +
        "Choose another --data path or fix the folder's permissions.",
    );
  }
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = codeOf(error);
    if (code === "ENOENT") return undefined;
    if (code === "EISDIR") throw refuse(file, "is a directory, not a file");
    throw refuse(file, `cannot be read (${code || String(error)})`);
  }
  if (text.trim() === "") throw refuse(file, "is empty");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(file, "is not valid JSON (truncated or damaged)");
  }
  const envelope = decodeEnvelope(json);
  if (Option.isSome(envelope)) {
    const { version, checksum, data } = envelope.value;
    if (version > FORMAT_VERSION)
      throw refuse(
        file,
        `was written by a newer version of the server (format ${version}, this one reads ${FORMAT_VERSION})`,
      );
    if (version !== FORMAT_VERSION) throw refuse(file, `has an unknown format version (${version})`);
    if (checksumOf(JSON.stringify(data)) !== checksum)
      throw refuse(file, "does not match its checksum (damaged)");
    const decoded = decodeV1({ version: 1, ...(typeof data === "object" && data !== null ? data : {}) });
    if (Option.isNone(decoded)) throw refuse(file, "has fields of the wrong type or missing fields");
    return decoded.value;
  }
  // Format 1 (no checksum) is still read, so data files from earlier versions keep working.
  const v1 = decodeV1(json);
  if (Option.isSome(v1)) return v1.value;
  const version = typeof json === "object" && json !== null && "version" in json ? json.version : undefined;
  if (typeof version === "number" && version > FORMAT_VERSION)
    throw refuse(
      file,
      `was written by a newer version of the server (format ${version}, this one reads ${FORMAT_VERSION})`,
    );
  throw refuse(file, "has fields of the wrong type or missing fields");
}

/**
 * --reset-data: keeps the old file (or directory) as `<file>.bak-<timestamp>` and reports where;
 * nothing when there was no file.
 */
export function setAsideDataFile(file: string, now: number): string | undefined {
  try {
    statSync(file);
  } catch {
    return undefined;
  }
  const stamp = new Date(now).toISOString().replace(/[:.]/g, "-");
  const aside = `${file}.bak-${stamp}`;
  try {
    renameSync(file, aside);
  } catch {
    copyFileSync(file, aside);
  }
  return aside;
}

/** The file's text: the data as compact JSON plus its checksum, so a flipped byte is caught. */
export function serializeData(data: PersistedState): string {
  const body = { nextId: data.nextId, accounts: data.accounts, sessions: data.sessions };
  const dataJson = JSON.stringify(body);
  return `{"version":${FORMAT_VERSION},"checksum":"${checksumOf(dataJson)}","data":${dataJson}}\n`;
}

export function saveDataFile(file: string, data: PersistedState): Promise<void> {
  return writeFileAtomic(file, serializeData(data));
}
