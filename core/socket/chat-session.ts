import { signal, type ReadonlySignal } from "@preact/signals-core";
import type { Cipher } from "../ports/cipher.port";
import type { Clock, TimerHandle } from "../ports/clock.port";
import type { RealtimeSocket, SocketConnection } from "../ports/realtime-socket.port";
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_REPLY_TIMEOUT_MS,
  HEARTBEAT_TIMEOUT_CLOSE,
  MANUAL_CLOSE,
  nextRetryDelay,
  type RetryPolicy,
} from "./reconnect-policy";
import { encodeFrame, parseServerFrame, type ClientFrame, type ServerFrame } from "./socket-frame.schema";

export type ChatSessionState =
  "idle" | "connecting" | "open" | "authenticated" | "reconnecting" | "closed" | "failed";

export interface ChatSessionDeps {
  readonly socket: RealtimeSocket;
  readonly cipher: Cipher;
  readonly clock: Clock;
}

export interface ChatSessionConfig {
  readonly url: string;
  readonly token: string;
  readonly heartbeatIntervalMs?: number;
  readonly heartbeatReplyTimeoutMs?: number;
  readonly retryPolicy?: RetryPolicy;
}

export type FrameListener = (frame: ServerFrame) => void;

/**
 * The chat socket's life (FLOW-SOCKET-1, LIMIT-SOCKET-1): authenticate on open, heartbeat every 120 s, treat a
 * missing reply within 3 s as a dead line, and retry every 5 s up to 10 times after any close
 * that was not the user's own. Attempts reset only once the server accepted the token, so a
 * server that takes connections but refuses auth cannot keep the client looping forever.
 */
export class ChatSession {
  private readonly current = signal<ChatSessionState>("idle");
  private readonly retries = signal(0);
  readonly state: ReadonlySignal<ChatSessionState> = this.current;
  /** Retries made since the last authenticated connection. */
  readonly attempts: ReadonlySignal<number> = this.retries;

  private readonly listeners = new Set<FrameListener>();
  private readonly heartbeatIntervalMs: number;
  private readonly heartbeatReplyTimeoutMs: number;
  private readonly retryPolicy: RetryPolicy;

  private connection: SocketConnection | null = null;
  /** Bumped per connection so late events from a dropped connection are ignored. */
  private generation = 0;
  private heartbeatTimer: TimerHandle | null = null;
  private replyTimer: TimerHandle | null = null;
  private retryTimer: TimerHandle | null = null;

  constructor(
    private readonly deps: ChatSessionDeps,
    private readonly config: ChatSessionConfig,
  ) {
    this.heartbeatIntervalMs = config.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
    this.heartbeatReplyTimeoutMs = config.heartbeatReplyTimeoutMs ?? HEARTBEAT_REPLY_TIMEOUT_MS;
    this.retryPolicy = config.retryPolicy ?? nextRetryDelay;
  }

  /** Returns an unsubscribe function. */
  onFrame(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Connects from idle, closed or failed (a fresh start with a full retry budget); otherwise a no-op. */
  start(): void {
    const state = this.current.value;
    if (state !== "idle" && state !== "closed" && state !== "failed") return;
    this.retries.value = 0;
    this.connect("connecting");
  }

  /** Sends a chat message; false unless the server has accepted the token. */
  send(text: string): boolean {
    if (this.current.value !== "authenticated") return false;
    return this.transmit({ type: "CLI_MESSAGE", text });
  }

  /** The user's own close (1000, "close manually"): never retried. */
  closeManually(): void {
    this.clearTimers();
    const connection = this.connection;
    this.dropConnection();
    if (connection !== null) this.safely(() => connection.close(MANUAL_CLOSE.code, MANUAL_CLOSE.reason));
    this.current.value = "closed";
  }

  private connect(state: "connecting" | "reconnecting"): void {
    this.current.value = state;
    const generation = ++this.generation;
    const live = (): boolean => generation === this.generation;
    try {
      this.connection = this.deps.socket.connect(this.config.url, {
        onOpen: () => {
          if (live()) this.opened();
        },
        onMessage: (text) => {
          if (live()) this.received(text);
        },
        onClose: (code, reason) => {
          if (live()) this.lost(code, reason);
        },
        onError: () => {
          // A close event always follows; reconnecting is decided there.
        },
      });
    } catch {
      this.lost(1006, "");
    }
  }

  private opened(): void {
    this.current.value = "open";
    this.transmit({ type: "CLI_AUTH", token: this.config.token });
    this.scheduleHeartbeat();
  }

  private received(cipherText: string): void {
    const plain = this.safely(() => this.deps.cipher.decrypt(cipherText));
    if (typeof plain !== "string") return;
    const frame = parseServerFrame(plain);
    if (frame === null) return;
    if (frame.type === "SRV_SUCCESS_AUTH") {
      this.current.value = "authenticated";
      this.retries.value = 0;
    } else if (frame.type === "SRV_HEARTBEAT") {
      this.clearTimer("replyTimer");
    }
    for (const listener of [...this.listeners]) this.safely(() => listener(frame));
  }

  private lost(code: number, reason: string): void {
    this.clearTimers();
    this.dropConnection();
    if (code === MANUAL_CLOSE.code && reason === MANUAL_CLOSE.reason) {
      this.current.value = "closed";
      return;
    }
    const delay = this.retryPolicy(this.retries.value);
    if (delay === null) {
      this.current.value = "failed";
      return;
    }
    this.current.value = "reconnecting";
    this.retryTimer = this.deps.clock.setTimeout(() => {
      this.retryTimer = null;
      this.retries.value += 1;
      this.connect("reconnecting");
    }, delay);
  }

  private scheduleHeartbeat(): void {
    this.heartbeatTimer = this.deps.clock.setTimeout(() => {
      this.heartbeatTimer = null;
      this.transmit({ type: "CLI_HEARTBEAT", time: this.deps.clock.now() });
      this.replyTimer = this.deps.clock.setTimeout(() => {
        this.replyTimer = null;
        this.heartbeatMissed();
      }, this.heartbeatReplyTimeoutMs);
      this.scheduleHeartbeat();
    }, this.heartbeatIntervalMs);
  }

  /** The line is dead: close it ourselves and treat it as any other unexpected close. */
  private heartbeatMissed(): void {
    const connection = this.connection;
    this.dropConnection();
    if (connection !== null)
      this.safely(() => connection.close(HEARTBEAT_TIMEOUT_CLOSE.code, HEARTBEAT_TIMEOUT_CLOSE.reason));
    this.lost(HEARTBEAT_TIMEOUT_CLOSE.code, HEARTBEAT_TIMEOUT_CLOSE.reason);
  }

  private transmit(frame: ClientFrame): boolean {
    const connection = this.connection;
    if (connection === null) return false;
    return (
      this.safely(() => {
        connection.send(this.deps.cipher.encrypt(encodeFrame(frame)));
        return true;
      }) === true
    );
  }

  private dropConnection(): void {
    this.connection = null;
    this.generation += 1;
  }

  private clearTimers(): void {
    this.clearTimer("heartbeatTimer");
    this.clearTimer("replyTimer");
    this.clearTimer("retryTimer");
  }

  private clearTimer(name: "heartbeatTimer" | "replyTimer" | "retryTimer"): void {
    const handle = this[name];
    if (handle !== null) this.deps.clock.clearTimeout(handle);
    this[name] = null;
  }

  /** Adapters and listeners are outside code; one of them throwing must not break the session. */
  private safely<A>(run: () => A): A | undefined {
    try {
      return run();
    } catch {
      return undefined;
    }
  }
}
