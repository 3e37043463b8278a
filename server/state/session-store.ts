import { randomBytes } from "node:crypto";
import type { NowClock } from "./clock";
import type { StoredSession } from "./persisted-data.schema";

function opaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Login sessions (persisted) and the one-time codes handed to mini-apps (memory only). */
export class SessionStore {
  private sessions: StoredSession[];
  private readonly oneTime = new Map<string, { accountId: number; expiresAt: number }>();

  constructor(
    initial: readonly StoredSession[],
    private readonly clock: NowClock,
    private readonly ttlMs: number,
    private readonly onChange: () => void,
  ) {
    this.sessions = initial.filter((s) => s.expiresAt > clock.now());
  }

  snapshot(): readonly StoredSession[] {
    return this.sessions;
  }

  issue(accountId: number): string {
    const token = opaqueToken();
    this.sessions.push({ token, accountId, expiresAt: this.clock.now() + this.ttlMs });
    this.onChange();
    return token;
  }

  /** The account behind a live token, or undefined for unknown and expired ones. */
  accountOf(token: string): number | undefined {
    const session = this.sessions.find((s) => s.token === token);
    if (!session || session.expiresAt <= this.clock.now()) return undefined;
    return session.accountId;
  }

  /** Reset and deletion end every session of the account. */
  revokeAll(accountId: number): void {
    this.sessions = this.sessions.filter((s) => s.accountId !== accountId);
    this.onChange();
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
