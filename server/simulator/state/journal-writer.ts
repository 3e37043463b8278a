import { open } from "node:fs/promises";
import type { ServerLog } from "../../host/server-log";
import { writeFileAtomic } from "./atomic-write";
import { serializeData, type LoadedDataFile } from "./data-file";
import { encodeJournalLine } from "./journal-lines";
import type { PersistedState, StateChange } from "./persisted-data.schema";
import { coalescedWrites, type Persistence } from "./persistence";

/**
 * The journal is folded into a new snapshot once it is larger than the snapshot itself (and than
 * this floor, so a small file is not rewritten every few changes): each rewrite of S bytes follows
 * at least S bytes of appends, so a change costs at most about twice its own line, amortised.
 */
export const COMPACT_FLOOR_BYTES = 1024 * 1024;

export interface JournalOptions {
  readonly file: string;
  /** What start-up read; undefined for a file that does not exist yet. */
  readonly loaded: LoadedDataFile | undefined;
  /** The whole state in memory, taken synchronously when a compaction starts. */
  readonly snapshot: () => PersistedState;
  readonly log: ServerLog;
  readonly compactFloorBytes?: number;
}

/**
 * The data file as snapshot + journal (ADR-0340). A batch of coalesced commits is appended as one
 * line per commit with a single write and fdatasync, and only then acknowledged: nothing answered
 * is lost to a kill -9. When an append fails, the file is cut back to where it was and the next
 * write is a compaction, so a half-written line is never followed by another.
 */
export function journaledDataFile(options: JournalOptions): Persistence {
  const { file, loaded, snapshot, log } = options;
  const floor = options.compactFloorBytes ?? COMPACT_FLOOR_BYTES;
  let size = loaded?.bytes ?? 0;
  let journalBytes = loaded?.journalBytes ?? 0;
  // Nothing to append to yet, or a file an append must not follow: the first write is a rewrite.
  let compactDue = !loaded || loaded.compactFirst;
  if (loaded && loaded.tornBytes > 0)
    log.warn(
      `[sso] ${file}: left out ${loaded.tornBytes} byte(s) of a last line cut short (never acknowledged)`,
    );

  const compact = async (): Promise<void> => {
    const text = serializeData(snapshot());
    await writeFileAtomic(file, text);
    size = Buffer.byteLength(text);
    journalBytes = 0;
    compactDue = false;
  };

  const append = async (batch: readonly (readonly StateChange[])[]): Promise<void> => {
    const text = batch
      .filter((changes) => changes.length > 0)
      .map(encodeJournalLine)
      .join("");
    if (text === "") return;
    const bytes = Buffer.byteLength(text);
    let handle;
    try {
      handle = await open(file, "a");
    } catch (error) {
      compactDue = true;
      throw error;
    }
    try {
      await handle.appendFile(text, "utf8");
      await handle.datasync();
    } catch (error) {
      compactDue = true;
      await handle.truncate(size).catch(() => undefined);
      throw error;
    } finally {
      await handle.close();
    }
    size += bytes;
    journalBytes += bytes;
  };

  return coalescedWrites(
    (batch) =>
      compactDue || journalBytes > Math.max(floor, size - journalBytes) ? compact() : append(batch),
    file,
    log,
  );
}
