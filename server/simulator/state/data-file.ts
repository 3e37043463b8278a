import {
  closeSync,
  copyFileSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { PersistedData, type PersistedState } from "./persisted-data.schema";
import path from "node:path";
import { ensureDirectorySync } from "./atomic-write";
import { checksumOf, journalChanges, journalLineProblem, replay } from "./journal-lines";

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

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === "EPERM";
  }
}

/**
 * Where the --data file really is, checked before anything is read, at start-up:
 * - a symbolic link is followed, so writes replace its target and the link stays a link; a link to
 *   nothing is refused (the data it pointed at may be on a volume that is not mounted);
 * - temporary files a killed server left next to it (`<file>.<pid>.tmp`, pid no longer running)
 *   are removed; nothing acknowledged is in them, the rename that acknowledges had not happened;
 * - the folder and the file must be writable, or the server would start and then fail every change.
 */
export function resolveDataFile(file: string): string {
  let target = path.resolve(file);
  let isLink = false;
  try {
    isLink = lstatSync(target).isSymbolicLink();
  } catch (error) {
    // Missing, or a folder on the way is not one: loadDataFile says so with its own message.
    if (codeOf(error) !== "ENOENT" && codeOf(error) !== "ENOTDIR")
      throw refuse(file, `cannot be examined (${codeOf(error) || String(error)})`);
  }
  if (isLink) {
    try {
      target = realpathSync(target);
    } catch (error) {
      throw refuse(
        file,
        `is a symbolic link to a file that does not exist (${codeOf(error) || String(error)})`,
      );
    }
  }
  const dir = path.dirname(target);
  const base = path.basename(target);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    // A folder that does not exist yet is created (and checked) by loadDataFile.
    return target;
  }
  for (const name of names) {
    const match = /^\.(\d+)\.tmp$/.exec(name.slice(base.length));
    if (!name.startsWith(base) || !match || processAlive(Number(match[1]))) continue;
    rmSync(path.join(dir, name), { force: true });
  }
  // A folder at the path is refused by loadDataFile, with the choices.
  if (names.includes(base) && statSync(target).isDirectory()) return target;
  const probe = `${target}.${process.pid}.tmp`;
  try {
    closeSync(openSync(probe, "w", 0o600));
    rmSync(probe, { force: true });
    if (names.includes(base)) closeSync(openSync(target, "r+"));
  } catch (error) {
    throw refuse(
      file,
      `cannot be written (${codeOf(error) || String(error)}); check the permissions of it and its folder`,
    );
  }
  return target;
}

/** What start-up read from the data file, and what the journal writer needs to carry on. */
export interface LoadedDataFile {
  readonly state: PersistedState;
  /** Bytes of the file up to the end of its last complete line. */
  readonly bytes: number;
  /** Of those, the journal's (everything after the snapshot line). */
  readonly journalBytes: number;
  /**
   * The first write must rewrite the file: it is in an older format, or ends in a line a kill -9
   * cut short (never acknowledged), which an append must not follow.
   */
  readonly compactFirst: boolean;
  /** Bytes of a torn last line that were left out. */
  readonly tornBytes: number;
}

/** The state in a snapshot (the whole file before ADR-0340, the first line since). */
function decodeSnapshot(file: string, json: unknown): { state: PersistedState; current: boolean } {
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
    return { state: decoded.value, current: true };
  }
  // Format 1 (no checksum) is still read, so data files from earlier versions keep working.
  const v1 = decodeV1(json);
  if (Option.isSome(v1)) return { state: v1.value, current: false };
  const version = typeof json === "object" && json !== null && "version" in json ? json.version : undefined;
  if (typeof version === "number" && version > FORMAT_VERSION)
    throw refuse(
      file,
      `was written by a newer version of the server (format ${version}, this one reads ${FORMAT_VERSION})`,
    );
  throw refuse(file, "has fields of the wrong type or missing fields");
}

/** A file that is one JSON document: format 1 (maybe pretty-printed) or a snapshot with no journal. */
function wholeDocument(file: string, text: string, json: unknown): LoadedDataFile {
  const { state, current } = decodeSnapshot(file, json);
  const oneLine = text.indexOf("\n") === text.length - 1;
  const bytes = Buffer.byteLength(text);
  return { state, bytes, journalBytes: 0, compactFirst: !current || !oneLine, tornBytes: 0 };
}

/**
 * Reads the --data file (ADR-0340): the snapshot line, then the journal replayed over it. A missing
 * file is a fresh start. A last line without its newline is a write a kill -9 cut short: nothing
 * in it was acknowledged (the answer waits for the whole line and its fsync), so it is left out.
 * Anything else that can't be read back exactly (unreadable, not JSON, wrong shape, checksum
 * mismatch, a newer format, a damaged complete journal line) throws a DataFileError naming the
 * file and the choices, instead of starting with zero accounts.
 */
export function loadDataFile(file: string): LoadedDataFile | undefined {
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
  try {
    return wholeDocument(file, text, JSON.parse(text));
  } catch (error) {
    if (error instanceof DataFileError) throw error;
  }
  const firstEnd = text.indexOf("\n");
  let snapshotJson: unknown;
  try {
    snapshotJson = JSON.parse(firstEnd < 0 ? text : text.slice(0, firstEnd));
  } catch {
    throw refuse(file, "is not valid JSON (truncated or damaged)");
  }
  // The snapshot is only ever written whole (temp file, fsync, rename): a torn one is damage.
  if (firstEnd < 0) throw refuse(file, "is not valid JSON (truncated or damaged)");
  const { state: snapshot, current } = decodeSnapshot(file, snapshotJson);
  if (!current) throw refuse(file, "has a journal after a snapshot of format 1 (damaged)");
  const lines = text.slice(firstEnd + 1).split("\n");
  const torn = lines.pop() ?? "";
  const changes = lines.flatMap((line, index) => {
    const problem = journalLineProblem(line);
    if (problem) throw refuse(file, `has a journal entry on line ${index + 2} that ${problem}`);
    return journalChanges(line);
  });
  const tornBytes = Buffer.byteLength(torn);
  const bytes = Buffer.byteLength(text) - tornBytes;
  return {
    state: replay(snapshot, changes),
    bytes,
    journalBytes: bytes - Buffer.byteLength(text.slice(0, firstEnd + 1)),
    compactFirst: tornBytes > 0,
    tornBytes,
  };
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
