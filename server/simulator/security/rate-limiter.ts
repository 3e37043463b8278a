import { isIPv6 } from "node:net";
import type { NowClock } from "../state/clock";

/** A token bucket: `capacity` at once, then one more every `refillMs`. */
export interface RateLimit {
  readonly capacity: number;
  readonly refillMs: number;
}

export type LimitName =
  | "codeSendPerClient"
  | "codeSendPerAddress"
  | "codeSendPerAddressAllClients"
  | "codeCheckPerClient"
  | "codeCheckPerAddress"
  | "passwordPerClient"
  | "loginPerClient";

export type RateLimits = Readonly<Record<LimitName, RateLimit>>;

/**
 * Defaults (ADR-0116, ADR-0301). Code
 * sends count every code issued; code checks and wrong passwords count failures, reserved before
 * the check starts and given back when it succeeds; `loginPerClient` counts every password check,
 * right or wrong, because each costs a hash. "PerAddress" limits are per client *and* phone/email:
 * codes are bound to the client that asked for them, so one client's guesses or requests never use
 * up another's (the owner's) allowance. Per code there are also the 5 wrong guesses that burn it
 * and the 60 s resend wait; per account the lock after 5 wrong passwords.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // A burst of 10 codes from one client, then one every 6 s (10 a minute).
  codeSendPerClient: { capacity: 10, refillMs: 6_000 },
  // 10 codes to one phone or email for one client, then one every 6 minutes (on top of the 60 s
  // resend wait).
  codeSendPerAddress: { capacity: 10, refillMs: 6 * 60_000 },
  // Whoever asks: 30 codes to one phone or email, then one every 2 minutes, so many clients
  // together cannot flood one inbox.
  codeSendPerAddressAllClients: { capacity: 30, refillMs: 2 * 60_000 },
  // 20 wrong codes from one client, then one every 3 s.
  codeCheckPerClient: { capacity: 20, refillMs: 3_000 },
  // 10 wrong codes from one client for one phone or email, then one every 6 minutes.
  codeCheckPerAddress: { capacity: 10, refillMs: 6 * 60_000 },
  // 20 wrong passwords or unknown accounts from one client, then one every 3 s.
  passwordPerClient: { capacity: 20, refillMs: 3_000 },
  // 30 password checks (right or wrong) from one client, then one every second.
  loginPerClient: { capacity: 30, refillMs: 1_000 },
};

/** Every burst multiplied by `factor` (refill rates unchanged): --rate-limit-factor. */
export function scaledRateLimits(factor: number): RateLimits {
  const scale = (limit: RateLimit): RateLimit => ({ ...limit, capacity: limit.capacity * factor });
  return {
    codeSendPerClient: scale(DEFAULT_RATE_LIMITS.codeSendPerClient),
    codeSendPerAddress: scale(DEFAULT_RATE_LIMITS.codeSendPerAddress),
    codeSendPerAddressAllClients: scale(DEFAULT_RATE_LIMITS.codeSendPerAddressAllClients),
    codeCheckPerClient: scale(DEFAULT_RATE_LIMITS.codeCheckPerClient),
    codeCheckPerAddress: scale(DEFAULT_RATE_LIMITS.codeCheckPerAddress),
    passwordPerClient: scale(DEFAULT_RATE_LIMITS.passwordPerClient),
    loginPerClient: scale(DEFAULT_RATE_LIMITS.loginPerClient),
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

  /**
   * Spends one attempt on every key at once if each has room, before the slow check starts, so
   * concurrent requests cannot all pass a check that is only paid for afterwards. Returns the
   * longest wait (nothing spent) when any key is out.
   */
  reserve(checks: readonly (readonly [LimitName, string])[]): number | undefined {
    const wait = Math.max(0, ...checks.map(([name, key]) => this.waitSeconds(name, key)));
    if (wait > 0) return wait;
    for (const [name, key] of checks) this.spend(name, key);
    return undefined;
  }

  /** Gives back an attempt reserved for a check that turned out not to count (a right answer). */
  refund(name: LimitName, key: string): void {
    const { bucket, limit } = this.bucket(name, key);
    bucket.tokens = Math.min(limit.capacity, bucket.tokens + 1);
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

/** The first four groups (64 bits) of an IPv6 address, expanded: "2001:db8:0:1". */
function ipv6Prefix64(address: string): string | undefined {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  if (!isIPv6(bare)) return undefined;
  const [head = "", tail] = bare.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail ("::1.2.3.4") only ever sits in the last 32 bits, outside the /64.
  const width = (groups: string[]): number => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - width(left) - width(right)).fill("0"), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
}

/**
 * One key per client: IPv4 as written (also when it arrives as "::ffff:a.b.c.d"); IPv6 by its /64,
 * because one subscriber is routinely given a whole /64 and can pick any address inside it.
 */
export function clientKey(remoteAddress: string): string {
  const v4 = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (v4 !== remoteAddress || !remoteAddress.includes(":")) return v4;
  const prefix = ipv6Prefix64(remoteAddress);
  return prefix === undefined ? remoteAddress : `${prefix}::/64`;
}
