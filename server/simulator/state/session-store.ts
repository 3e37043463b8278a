import { randomBytes } from "node:crypto";
import type { NowClock } from "./clock";
import type { StoredSession } from "./persisted-data.schema";
import type { Persistence } from "./persistence";

function opaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Live sessions per account beyond this drop the oldest: a script logging in in a loop can't grow
 * the data file (and every write of it) without bound.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

/**
 * Login sessions (persisted) and the one-time codes handed to mini-apps (memory only). Sessions are
 * kept by token (a Map: lookups stay O(1) with many sessions); expired ones are dropped by sweep().
 */
export class SessionStore {
  private readonly sessions = new Map<string, StoredSession>();
  private readonly oneTime = new Map<string, { accountId: number; expiresAt: number }>();

  constructor(
    initial: readonly StoredSession[],
    private readonly clock: NowClock,
    private readonly ttlMs: number,
    private readonly persistence: Persistence,
  ) {
    const now = clock.now();
    for (const session of initial) if (session.expiresAt > now) this.sessions.set(session.token, session);
  }

  snapshot(): readonly StoredSession[] {
    return [...this.sessions.values()];
  }

  get size(): number {
    return this.sessions.size;
  }

  /** A new session token, or undefined when it could not be saved (then it does not exist). */
  async issue(accountId: number): Promise<string | undefined> {
    const token = opaqueToken();
    const session = { token, accountId, expiresAt: this.clock.now() + this.ttlMs };
    const own = [...this.sessions.values()].filter((s) => s.accountId === accountId);
    const dropped = own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_ACCOUNT + 1));
    for (const old of dropped) this.sessions.delete(old.token);
    this.sessions.set(token, session);
    const saved = await this.persistence.commit(() => {
      this.sessions.delete(token);
      for (const old of dropped) this.sessions.set(old.token, old);
    }, [
      ...(dropped.length > 0 ? [{ op: "end-sessions" as const, tokens: dropped.map((s) => s.token) }] : []),
      { op: "session", session },
    ]);
    return saved ? token : undefined;
  }

  /** The account behind a live token, or undefined for unknown and expired ones. */
  accountOf(token: string): number | undefined {
    const session = this.sessions.get(token);
    if (!session || session.expiresAt <= this.clock.now()) return undefined;
    return session.accountId;
  }

  /** Reset and deletion end every session of the account; false when that could not be saved. */
  revokeAll(accountId: number): Promise<boolean> {
    const removed = [...this.sessions.values()].filter((s) => s.accountId === accountId);
    for (const session of removed) this.sessions.delete(session.token);
    return this.persistence.commit(() => {
      for (const session of removed) this.sessions.set(session.token, session);
    }, [{ op: "end-sessions", tokens: removed.map((s) => s.token) }]);
  }

  /**
   * Drops expired sessions and one-time codes; returns how many sessions went. Run on a timer by
   * the server. Nothing to undo if the write fails: expired sessions are skipped when loaded.
   */
  sweep(): number {
    const now = this.clock.now();
    const removed: string[] = [];
    for (const [token, session] of this.sessions)
      if (session.expiresAt <= now) {
        this.sessions.delete(token);
        removed.push(token);
      }
    for (const [code, entry] of this.oneTime) if (entry.expiresAt <= now) this.oneTime.delete(code);
    if (removed.length > 0) void this.persistence.commit(() => {}, [{ op: "end-sessions", tokens: removed }]);
    return removed.length;
  }

  issueOneTime(accountId: number): string {
    const code = opaqueToken();
    this.oneTime.set(code, { accountId, expiresAt: this.clock.now() + 5 * 60_000 });
    return code;
  }

  /** Single use: the code is gone after the first redemption, whatever the outcome. */
  redeemOneTime(code: string): number | undefined {
    const entry = this.oneTime.get(code);
    this.oneTime.delete(code);
    if (!entry || entry.expiresAt <= this.clock.now()) return undefined;
    return entry.accountId;
  }
}
