import * as Schema from "effect/Schema";

const CreatorStatus = Schema.Literals(["none", "reviewing", "approved"]);

export const StoredApplication = Schema.Struct({
  status: CreatorStatus,
  email: Schema.String,
  creativeField: Schema.Array(Schema.String),
  reason: Schema.String,
  affect: Schema.String,
  submittedAt: Schema.String,
});
export type StoredApplication = typeof StoredApplication.Type;

export const StoredAccount = Schema.Struct({
  id: Schema.Number,
  memberId: Schema.String,
  username: Schema.String,
  nickname: Schema.String,
  email: Schema.NullOr(Schema.String),
  /** "+{callingCode}{digits}" */
  phone: Schema.NullOr(Schema.String),
  mobile: Schema.NullOr(Schema.String),
  passwordHash: Schema.String,
  failedLogins: Schema.Number,
  locked: Schema.Boolean,
  deleted: Schema.Boolean,
  createdAt: Schema.String,
  extra: Schema.Record(Schema.String, Schema.String),
  applications: Schema.Struct({
    blogger: Schema.optional(StoredApplication),
    streamer: Schema.optional(StoredApplication),
  }),
});
export type StoredAccount = typeof StoredAccount.Type;

export const StoredSession = Schema.Struct({
  token: Schema.String,
  accountId: Schema.Number,
  expiresAt: Schema.Number,
});
export type StoredSession = typeof StoredSession.Type;

export const PersistedData = Schema.Struct({
  version: Schema.Literal(1),
  nextId: Schema.Number,
  accounts: Schema.Array(StoredAccount),
  sessions: Schema.Array(StoredSession),
});
export type PersistedData = typeof PersistedData.Type;

/** What the stores hand to the data file, whatever format version it is written in. */
export type PersistedState = Omit<PersistedData, "version">;

/**
 * One change as the data file's journal records it (ADR-0340): the whole record that changed, never
 * the state around it, so a line costs what the change costs whatever the number of accounts.
 */
export const StateChange = Schema.Union([
  /** A created or replaced account; nextId rides along so a replay hands out no id twice. */
  Schema.Struct({ op: Schema.Literal("account"), account: StoredAccount, nextId: Schema.Number }),
  Schema.Struct({ op: Schema.Literal("session"), session: StoredSession }),
  Schema.Struct({ op: Schema.Literal("end-sessions"), tokens: Schema.Array(Schema.String) }),
]);
export type StateChange = typeof StateChange.Type;
