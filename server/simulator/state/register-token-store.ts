import { randomBytes } from "node:crypto";
import type { NowClock } from "./clock";

/**
 * Register tokens prove a code was checked for one phone or email. They are consumed only when
 * an account is actually created, so a sign-up rejected for a taken account ID can be retried.
 */
export class RegisterTokenStore {
  private readonly tokens = new Map<string, { address: string; expiresAt: number }>();

  constructor(
    private readonly clock: NowClock,
    private readonly ttlMs: number,
  ) {}

  issue(address: string): string {
    const token = randomBytes(24).toString("base64url");
    this.tokens.set(token, { address, expiresAt: this.clock.now() + this.ttlMs });
    return token;
  }

  isValidFor(token: string, address: string): boolean {
    const entry = this.tokens.get(token);
    return entry !== undefined && entry.address === address && entry.expiresAt > this.clock.now();
  }

  consume(token: string): void {
    this.tokens.delete(token);
  }

  /** Gives a consumed token back when the sign-up it was spent on could not be saved. */
  restore(token: string, address: string): void {
    this.tokens.set(token, { address, expiresAt: this.clock.now() + this.ttlMs });
  }
}
