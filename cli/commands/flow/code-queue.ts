/**
 * The line `lumen flow`'s virtual users stand in for verification codes (ADR-0461). A code request
 * goes out only when every one queued before it has been answered; when the server says "not now"
 * with its wait (`data.retryAfter`), the whole line waits exactly that long and the same user asks
 * again. So the server's code-sending limit is met in arrival order, each user is refused at most
 * once, and nobody sleeps on their own and then races the others for the next free slot.
 */
import type { CallQueue } from "../../../adapters/http/ofetch-http-client";
import { SSO_CALLS } from "../../../core/contract/sso-calls";

/** The calls that send a code: the ones the server's code-sending limit counts. */
const CODE_PATHS: ReadonlySet<string> = new Set([
  SSO_CALLS.genEmailAuthCode.path,
  SSO_CALLS.genPhoneAuthCode.path,
]);

export interface QueueClock {
  readonly now: () => number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  readonly wait: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export class CodeQueue implements CallQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private joined = 0;
  private heldMs = 0;

  constructor(
    private readonly clock: QueueClock,
    private readonly signal?: AbortSignal,
  ) {}

  governs(path: string): boolean {
    return CODE_PATHS.has(path);
  }

  turn<T>(call: () => Promise<T>): Promise<T> {
    this.joined += 1;
    const mine = this.tail.then(call);
    this.tail = mine.catch(() => undefined);
    return mine;
  }

  /** The same line, for one user: `onJoin` hears the place (from 0) each of its requests took. */
  member(onJoin: (place: number) => void): CallQueue {
    return {
      governs: (path) => this.governs(path),
      turn: (call) => {
        onJoin(this.joined);
        return this.turn(call);
      },
      hold: (ms) => this.hold(ms),
    };
  }

  async hold(ms: number): Promise<void> {
    const at = this.clock.now();
    await this.clock.wait(ms, this.signal);
    this.heldMs += this.clock.now() - at;
  }

  /** Wall-clock time the line stood still on the server's "not now". */
  get waitedMs(): number {
    return this.heldMs;
  }
}
