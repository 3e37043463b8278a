/**
 * What one chat socket may cost before the server hangs up (FLOW-SOCKET-1 chat socket; the close codes
 * are ours, the 1xxx ones from RFC 6455 §7.4.1). Every check here runs before a frame is decrypted.
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
};

/** CLI_AUTH with a token that is not a live session: the client asks the user to log in again. */
export const CLOSE_AUTH_FAILED = 4001;
/** No CLI_AUTH within the grace period, or other frames instead of it (policy violation). */
export const CLOSE_AUTH_TIMEOUT = 1008;
/** A frame above the size limit (RFC 6455 "message too big"). */
export const CLOSE_TOO_BIG = 1009;
/** This client already holds too many sockets that never authenticated (RFC 6455 "try again later"). */
export const CLOSE_TOO_MANY_SOCKETS = 1013;
/** More frames than the per-connection rate allows (4000+ is ours: 4029 mirrors HTTP 429). */
export const CLOSE_TOO_MANY_FRAMES = 4029;

/** Per-connection token bucket on the server's clock. */
export class FrameBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly limits: Pick<SocketLimits, "frameBurst" | "framesPerSecond">,
    private readonly now: () => number,
  ) {
    this.tokens = limits.frameBurst;
    this.at = now();
  }

  /** Spends one frame; false once the budget is gone. */
  take(): boolean {
    const now = this.now();
    const refill = ((now - this.at) / 1000) * this.limits.framesPerSecond;
    this.tokens = Math.min(this.limits.frameBurst, this.tokens + refill);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
