import { createHash } from "node:crypto";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import {
  StateChange,
  type PersistedState,
  type StoredAccount,
  type StoredSession,
} from "./persisted-data.schema";

/**
 * The data file is line-oriented (ADR-0340): a first line holding the whole state (the snapshot,
 * format 2, with its checksum), then one journal line per acknowledged change, each with its own
 * checksum. Compaction folds the journal into a new first line.
 */
const JournalLine = Schema.Struct({ checksum: Schema.String, changes: Schema.Array(StateChange) });
const decodeJournalLine = Schema.decodeUnknownOption(JournalLine);
const Checksummed = Schema.Struct({ checksum: Schema.String, changes: Schema.Unknown });
const decodeChecksummed = Schema.decodeUnknownOption(Checksummed);

export const checksumOf = (json: string): string =>
  `sha256:${createHash("sha256").update(json).digest("hex")}`;

/** One change (the ops of one commit) as a journal line, newline included. */
export function encodeJournalLine(changes: readonly StateChange[]): string {
  const json = JSON.stringify(changes);
  return `{"checksum":"${checksumOf(json)}","changes":${json}}\n`;
}

/** Why a complete journal line can't be used: checksum first, so a flipped byte says "damaged". */
export function journalLineProblem(line: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return "is not valid JSON";
  }
  const envelope = decodeChecksummed(json);
  if (Option.isNone(envelope)) return "has fields of the wrong type or missing fields";
  if (checksumOf(JSON.stringify(envelope.value.changes)) !== envelope.value.checksum)
    return "does not match its checksum (damaged)";
  return Option.isNone(decodeJournalLine(json))
    ? "has fields of the wrong type or missing fields"
    : undefined;
}

/** The changes of a line journalLineProblem accepted. */
export function journalChanges(line: string): readonly StateChange[] {
  const decoded = decodeJournalLine(JSON.parse(line));
  return Option.isSome(decoded) ? decoded.value.changes : [];
}

/**
 * Applies journal changes to a snapshot in order. Accounts keep the position they were created at
 * (the stores replace records in place), so a replayed state lists them as memory did.
 */
export function replay(snapshot: PersistedState, changes: readonly StateChange[]): PersistedState {
  const accounts = new Map<number, StoredAccount>(snapshot.accounts.map((a) => [a.id, a]));
  const sessions = new Map<string, StoredSession>(snapshot.sessions.map((s) => [s.token, s]));
  let nextId = snapshot.nextId;
  for (const change of changes) {
    if (change.op === "account") {
      accounts.set(change.account.id, change.account);
      nextId = Math.max(nextId, change.nextId);
    } else if (change.op === "session") sessions.set(change.session.token, change.session);
    else for (const token of change.tokens) sessions.delete(token);
  }
  return { nextId, accounts: [...accounts.values()], sessions: [...sessions.values()] };
}
