/**
 * What chat sockets may cost before the server hangs up (FLOW-SOCKET-1 chat socket; the close codes
 * are ours, the 1xxx ones from RFC 6455 §7.4.1; ADR-0470). Every check here runs before a frame is
 * decrypted.
 */
export interface SocketLimits {
  /** Frames examined before CLI_AUTH succeeds: the client's own auth frame, plus a little slack. */
  readonly preAuthFrames: number;
  /** Largest frame before auth: an encrypted CLI_AUTH with a token is a few hundred bytes. */
  readonly preAuthFrameBytes: number;
  /** Largest frame after auth (a chat message). */
  readonly frameBytes: number;
  /** Frames at once, then `framesPerSecond` more each second (token bucket, per connection). */
  readonly frameBurst: number;
  readonly framesPerSecond: number;
  /** Sockets one client may hold open without having authenticated. */
  readonly unauthenticatedPerClient: number;
  /** Authenticated sockets one account may hold; the next one is refused with CLOSE_SOCKET_CAP. */
  readonly socketsPerAccount: number;
  /** Authenticated sockets one client (address) may hold, whatever the accounts. */
  readonly socketsPerClient: number;
  /** Frames and bytes one account may send across all its sockets: burst, then per second. */
  readonly accountFrameBurst: number;
  readonly accountFramesPerSecond: number;
  readonly accountByteBurst: number;
  readonly accountBytesPerSecond: number;
  /** Server-wide: frame bytes waiting to be decrypted; a frame past it closes its socket (1013). */
  readonly queuedBytes: number;
  /** Server-wide: ms of socket work per 100 ms, so HTTP keeps the rest of the event loop. */
  readonly workMsPer100Ms: number;
  /** How often authenticated sockets are checked against their session (revoked, expired). */
  readonly sessionCheckMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  preAuthFrames: 3,
  preAuthFrameBytes: 4 * 1024,
  frameBytes: 16 * 1024,
  // The app sends one heartbeat per 120 s and people type; 50 at once, then 10 a second is plenty.
  frameBurst: 50,
  framesPerSecond: 10,
  // A few tabs and a reconnect or two; more is someone holding descriptors open.
  unauthenticatedPerClient: 8,
  // The app holds one socket per tab: eight tabs of one account, 32 people behind one address.
  socketsPerAccount: 8,
  socketsPerClient: 32,
  // Every tab of one person together: a typing burst, then 20 frames and 64 KiB a second.
  accountFrameBurst: 100,
  accountFramesPerSecond: 20,
  accountByteBurst: 256 * 1024,
  accountBytesPerSecond: 64 * 1024,
  // About 130 full-size frames: a few ms of decrypting each, so at most a few seconds of work.
  queuedBytes: 2 * 1024 * 1024,
  // A quarter of the event loop: HTTP requests keep three quarters whatever the sockets send.
  workMsPer100Ms: 25,
  sessionCheckMs: 1_000,
};

/** CLI_AUTH with a token that is not a live session, or the session ended: log in again. */
export const CLOSE_AUTH_FAILED = 4001;
/** No CLI_AUTH within the grace period, or other frames instead of it (policy violation). */
export const CLOSE_AUTH_TIMEOUT = 1008;
/** A frame above the size limit (RFC 6455 "message too big"). */
export const CLOSE_TOO_BIG = 1009;
/**
 * This client already holds too many sockets that never authenticated, or the server's socket
 * work queue is full (RFC 6455 "try again later").
 */
export const CLOSE_TOO_MANY_SOCKETS = 1013;
/** The account or the client already holds its cap of authenticated sockets (ADR-0470). */
export const CLOSE_SOCKET_CAP = 4013;
/** More frames or bytes than the per-connection or per-account rate allows (4029 mirrors HTTP 429). */
export const CLOSE_TOO_MANY_FRAMES = 4029;

/** A token bucket on the server's clock: `burst` at once, then `perSecond` more each second. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Spends `amount`; false (nothing spent) once the budget cannot cover it. */
  take(amount = 1): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < amount) return false;
    this.tokens -= amount;
    return true;
  }
}

/** Per-connection frame budget. */
export class FrameBudget extends TokenBucket {
  constructor(limits: Pick<SocketLimits, "frameBurst" | "framesPerSecond">, now: () => number) {
    super(limits.frameBurst, limits.framesPerSecond, now);
  }
}
