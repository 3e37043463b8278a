import { constants, mkdirSync, statSync } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Errors worth one more try: a busy or briefly unavailable file, not a missing or read-only one. */
const TRANSIENT = new Set(["EAGAIN", "EBUSY", "EINTR", "EMFILE", "ENFILE"]);
const ATTEMPTS = 3;

function codeOf(error: unknown): string {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "";
}

/** The folders from the root down to `dir`: a fixed number of steps, whatever the filesystem says. */
function ancestors(dir: string): string[] {
  const chain: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    chain.unshift(at);
    if (path.dirname(at) === at) return chain;
  }
}

function notADirectory(at: string): Error {
  return Object.assign(new Error(`${at} exists and is not a directory`), { code: "ENOTDIR" });
}

/**
 * mkdir -p done one level at a time (no recursive mkdir): each level is looked at once and created
 * at most once, so an odd filesystem answer is an error, never a loop.
 */
export async function ensureDirectory(dir: string): Promise<void> {
  for (const at of ancestors(dir)) {
    const found = await stat(at).catch((error: unknown) =>
      codeOf(error) === "ENOENT" ? undefined : Promise.reject(error),
    );
    if (found && !found.isDirectory()) throw notADirectory(at);
    if (!found)
      await mkdir(at).catch((error: unknown) =>
        codeOf(error) === "EEXIST" ? undefined : Promise.reject(error),
      );
  }
}

/** The same, at startup, before the server listens. */
export function ensureDirectorySync(dir: string): void {
  for (const at of ancestors(dir)) {
    let isDirectory: boolean | undefined;
    try {
      isDirectory = statSync(at).isDirectory();
    } catch (error) {
      if (codeOf(error) !== "ENOENT") throw error;
    }
    if (isDirectory === false) throw notADirectory(at);
    if (isDirectory === undefined) mkdirSync(at);
  }
}

async function writeOnce(file: string, text: string): Promise<void> {
  const dir = path.dirname(path.resolve(file));
  const temp = `${file}.${process.pid}.tmp`;
  // The folder exists (checked at startup); only if it was removed since is it made again. Every
  // file operation here is a trip through libuv's pool, so the common path takes as few as it can.
  const handle = await open(temp, "w", 0o600).catch(async (error: unknown) => {
    if (codeOf(error) !== "ENOENT") throw error;
    await ensureDirectory(dir);
    return open(temp, "w", 0o600);
  });
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename is only durable once the directory entry is on disk too (not on every platform).
  const dirHandle = await open(dir, constants.O_RDONLY).catch(() => undefined);
  if (dirHandle) await dirHandle.sync().catch(() => undefined);
  await dirHandle?.close();
}

/**
 * Temp file, fsync, rename: a crash mid-write leaves the old file or the new one, never half of
 * one. Transient errors are retried a bounded number of times; anything else is thrown at once.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeOnce(file, text);
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT.has(codeOf(error))) throw error;
      await sleep(20 * attempt);
    }
  }
}
