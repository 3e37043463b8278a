import type { NowClock } from "../state/clock";

/** A token bucket: `capacity` at once, then one more every `refillMs`. */
export interface RateLimit {
  readonly capacity: number;
  readonly refillMs: number;
}

export type LimitName =
  | "codeSendPerClient"
  | "codeSendPerAddress"
  | "codeCheckPerClient"
  | "codeCheckPerAddress"
  | "passwordPerClient";

export type RateLimits = Readonly<Record<LimitName, RateLimit>>;

/**
 * Defaults (ADR-0116). Code sends count every code issued; code checks and
 * password attempts count only failures, so a user who gets it right is never slowed down.
 * Per address there is also the 60 s resend wait and, per code, the 5 wrong guesses that burn it;
 * per account the lock after 5 wrong passwords.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // A burst of 10 codes from one client, then one every 6 s (10 a minute).
  codeSendPerClient: { capacity: 10, refillMs: 6_000 },
  // 10 codes to one phone or email, then one every 6 minutes (on top of the 60 s resend wait).
  codeSendPerAddress: { capacity: 10, refillMs: 6 * 60_000 },
  // 20 wrong codes from one client, then one every 3 s.
  codeCheckPerClient: { capacity: 20, refillMs: 3_000 },
  // 10 wrong codes for one phone or email, then one every 6 minutes (codes are 6 digits).
  codeCheckPerAddress: { capacity: 10, refillMs: 6 * 60_000 },
  // 20 wrong passwords or unknown accounts from one client, then one every 3 s.
  passwordPerClient: { capacity: 20, refillMs: 3_000 },
};

/** Every burst multiplied by `factor` (refill rates unchanged): --rate-limit-factor. */
export function scaledRateLimits(factor: number): RateLimits {
  const scale = (limit: RateLimit): RateLimit => ({ ...limit, capacity: limit.capacity * factor });
  return {
    codeSendPerClient: scale(DEFAULT_RATE_LIMITS.codeSendPerClient),
    codeSendPerAddress: scale(DEFAULT_RATE_LIMITS.codeSendPerAddress),
    codeCheckPerClient: scale(DEFAULT_RATE_LIMITS.codeCheckPerClient),
    codeCheckPerAddress: scale(DEFAULT_RATE_LIMITS.codeCheckPerAddress),
    passwordPerClient: scale(DEFAULT_RATE_LIMITS.passwordPerClient),
  };
}

interface Bucket {
  readonly limit: RateLimit;
  tokens: number;
  at: number;
}

/** Past this many tracked keys, full (idle) buckets are forgotten: memory stays bounded. */
const MAX_KEYS = 50_000;

/** Per-key token buckets, on the server's clock so tests can move time. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limits: RateLimits;

  constructor(
    private readonly clock: NowClock,
    overrides: Partial<RateLimits> = {},
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  }

  private bucket(name: LimitName, key: string): { bucket: Bucket; limit: RateLimit } {
    const limit = this.limits[name];
    const id = `${name}\u0000${key}`;
    const now = this.clock.now();
    let bucket = this.buckets.get(id);
    if (!bucket) {
      if (this.buckets.size >= MAX_KEYS) this.prune();
      bucket = { limit, tokens: limit.capacity, at: now };
      this.buckets.set(id, bucket);
    }
    const refilled = Math.floor((now - bucket.at) / limit.refillMs);
    if (refilled > 0) {
      bucket.tokens = Math.min(limit.capacity, bucket.tokens + refilled);
      bucket.at = bucket.tokens === limit.capacity ? now : bucket.at + refilled * limit.refillMs;
    }
    return { bucket, limit };
  }

  /** Seconds until one more attempt is allowed; 0 when it is allowed now. Spends nothing. */
  waitSeconds(name: LimitName, key: string): number {
    const { bucket, limit } = this.bucket(name, key);
    if (bucket.tokens >= 1) return 0;
    return Math.max(1, Math.ceil((bucket.at + limit.refillMs - this.clock.now()) / 1000));
  }

  /** Counts one attempt against the key. */
  spend(name: LimitName, key: string): void {
    const { bucket } = this.bucket(name, key);
    bucket.tokens = Math.max(0, bucket.tokens - 1);
  }

  private prune(): void {
    const now = this.clock.now();
    for (const [id, { limit, tokens, at }] of this.buckets)
      if (tokens + (now - at) / limit.refillMs >= limit.capacity) this.buckets.delete(id);
    // Still full of busy keys (a flood of addresses): drop the oldest tenth rather than grow.
    if (this.buckets.size >= MAX_KEYS) {
      let drop = Math.ceil(MAX_KEYS / 10);
      for (const id of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(id);
      }
    }
  }
}

/** One key per client address: IPv4 written as IPv4 even when it arrives as "::ffff:a.b.c.d". */
export function clientKey(remoteAddress: string): string {
  return remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
