import type { ServerLog } from "../../host/server-log";
import type { StateChange } from "./persisted-data.schema";

/**
 * Stores call `commit(undo, changes)` right after changing memory, `changes` saying what changed
 * (the records, for the data file's journal: ADR-0340). Without a data file every change is
 * durable at once. With one, changes made while a write is running are coalesced into the next
 * write (one write in flight, at most one queued), so 50 logins cost a handful of writes rather
 * than 50 full rewrites. A change is acknowledged (true) only once a write that contains it is on
 * disk; when that write fails, the undos of every change in it run newest first, so memory goes
 * back to what the disk holds, and every waiter hears false.
 */
export interface Persistence {
  commit(undo: () => void, changes: readonly StateChange[]): Promise<boolean>;
  /** Resolves once nothing is being written or waiting to be. */
  flush(): Promise<void>;
}

export const inMemory: Persistence = {
  commit: () => Promise.resolve(true),
  flush: () => Promise.resolve(),
};

interface Pending {
  readonly undo: () => void;
  readonly changes: readonly StateChange[];
  readonly done: (ok: boolean) => void;
}

/** `write` gets the changes of each commit in the batch, in commit order. */
export function coalescedWrites(
  write: (batch: readonly (readonly StateChange[])[]) => Promise<void>,
  label: string,
  log: ServerLog,
): Persistence {
  let pending: Pending[] = [];
  let idle: Promise<void> | undefined;

  const drain = async (): Promise<void> => {
    // Let the changes made in this turn of the event loop join the first write.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        // A snapshot is taken synchronously inside write(), so it holds exactly this batch.
        await write(batch.map((change) => change.changes));
        for (const change of batch) change.done(true);
      } catch (error) {
        log.warn(
          `[sso] could not write ${label} (${error instanceof Error ? error.message : String(error)}); ` +
            `${batch.length} change(s) undone so memory matches the file`,
        );
        for (const change of [...batch].reverse()) change.undo();
        for (const change of batch) change.done(false);
      }
    }
    // No await between the empty check above and this line, so no commit can slip in unseen.
    idle = undefined;
  };

  return {
    commit: (undo, changes) =>
      new Promise<boolean>((done) => {
        pending.push({ undo, changes, done });
        idle ??= drain();
      }),
    flush: async () => {
      while (idle) await idle;
    },
  };
}
