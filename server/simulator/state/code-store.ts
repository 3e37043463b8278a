import { randomInt } from "node:crypto";
import type { CodePurpose } from "../../../core/sso/sso-api.port";
import type { NowClock } from "./clock";

interface CodeEntry {
  readonly code: string;
  readonly purpose: CodePurpose;
  /** False when the client sent no `purpose`; such a code serves login, reset and unlock alike. */
  readonly explicit: boolean;
  readonly issuedAt: number;
  readonly expiresAt: number;
  used: boolean;
  /** Replaced by a newer code, or burned by too many wrong guesses. */
  revoked: boolean;
  wrongAttempts: number;
}

export type IssueResult =
  | { readonly kind: "issued"; readonly code: string }
  | { readonly kind: "tooSoon"; readonly secondsLeft: number };

export type VerifyResult = "ok" | "wrong" | "expired";

/** A live code stops accepting guesses after this many wrong ones (brute-force guard). */
const MAX_WRONG_GUESSES = 5;

/** Verification codes per address: 6 random digits, expiring, single-use, rate-limited. */
export class CodeStore {
  private readonly byAddress = new Map<string, CodeEntry[]>();

  constructor(
    private readonly clock: NowClock,
    private readonly ttlMs: number,
    private readonly resendWaitMs: number,
  ) {}

  issue(address: string, purpose: CodePurpose, explicit: boolean): IssueResult {
    const now = this.clock.now();
    const entries = (this.byAddress.get(address) ?? []).filter((e) => e.expiresAt > now - this.ttlMs);
    const same = entries.filter((e) => e.purpose === purpose);
    const latest = same[same.length - 1];
    if (latest && now - latest.issuedAt < this.resendWaitMs) {
      return { kind: "tooSoon", secondsLeft: Math.ceil((latest.issuedAt + this.resendWaitMs - now) / 1000) };
    }
    for (const entry of same) entry.revoked = true;
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    entries.push({
      code,
      purpose,
      explicit,
      issuedAt: now,
      expiresAt: now + this.ttlMs,
      used: false,
      revoked: false,
      wrongAttempts: 0,
    });
    this.byAddress.set(address, entries);
    return { kind: "issued", code };
  }

  /** Consumes the code on success; a used, replaced or expired code answers "expired". */
  verify(address: string, purpose: CodePurpose, code: string): VerifyResult {
    const now = this.clock.now();
    const candidates = (this.byAddress.get(address) ?? []).filter(
      (e) => e.purpose === purpose || (!e.explicit && purpose !== "register" && e.purpose !== "register"),
    );
    const match = [...candidates].reverse().find((e) => e.code === code);
    if (match) {
      if (match.used || match.revoked || match.expiresAt <= now) return "expired";
      match.used = true;
      return "ok";
    }
    const live = candidates.filter((e) => !e.used && !e.revoked && e.expiresAt > now);
    for (const entry of live) {
      entry.wrongAttempts += 1;
      if (entry.wrongAttempts >= MAX_WRONG_GUESSES) entry.revoked = true;
    }
    return "wrong";
  }
}
