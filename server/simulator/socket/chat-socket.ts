import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { ServerState } from "../state/server-state";
import { ClientFrame, type ServerFrame } from "./chat-frame.schema";
import { decryptFrame, encryptFrame } from "./frame-cipher";
import {
  CLOSE_AUTH_FAILED,
  CLOSE_AUTH_TIMEOUT,
  CLOSE_SOCKET_CAP,
  CLOSE_TOO_BIG,
  CLOSE_TOO_MANY_FRAMES,
  CLOSE_TOO_MANY_SOCKETS,
  DEFAULT_SOCKET_LIMITS,
  FrameBudget,
  TokenBucket,
  type SocketLimits,
} from "./socket-limits";
import { SocketWorkQueue } from "./socket-work-queue";

export { CLOSE_AUTH_TIMEOUT } from "./socket-limits";

const decodeFrame = Schema.decodeUnknownOption(ClientFrame);

function bytes(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
}

/** After our close frame, how long the peer gets to answer before the connection is cut. */
const CLOSE_LINGER_MS = 1_000;

/** An authenticated socket: whose session it rides on, for the caps and the session check. */
interface Signed {
  readonly token: string;
  readonly accountId: number;
  readonly client: string;
}

/** What one account's sockets may send together. */
interface AccountBudget {
  readonly frames: TokenBucket;
  readonly bytes: TokenBucket;
}

/** Adds `delta` to `key`'s count, forgetting keys that reach 0 so the map follows open sockets. */
function bump<K>(map: Map<K, number>, key: K, delta: number): void {
  const next = (map.get(key) ?? 0) + delta;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}

/**
 * The chat echo socket at /ws/echo: authenticate with a login token, then heartbeats and echoed
 * messages, every frame AES-encrypted (FLOW-SOCKET-1). Frames that don't decrypt or decode are ignored,
 * as the real service does. Nothing costs the server more than a counter until the socket has
 * authenticated: before CLI_AUTH only the first few small frames are decrypted and none is
 * answered, every frame is counted against a per-connection budget before it is decrypted, and a
 * frame's work waits in one server-wide queue that takes a bounded share of the event loop, so
 * sockets cannot hold up HTTP requests. Once authenticated, an account and a client hold a capped
 * number of sockets with one frame and byte budget per account, and a socket whose session was
 * revoked or expired is closed (ADR-0470).
 */
export class ChatSocket {
  private readonly wss: WebSocketServer;
  private readonly limits: SocketLimits;
  /** Unauthenticated sockets per client key. */
  private readonly pending = new Map<string, number>();
  private readonly signed = new Map<WebSocket, Signed>();
  private readonly perAccount = new Map<number, number>();
  private readonly perClient = new Map<string, number>();
  private readonly budgets = new Map<number, AccountBudget>();
  private readonly work: SocketWorkQueue;
  private readonly sessionCheck: NodeJS.Timeout;

  constructor(
    private readonly state: ServerState,
    limits: Partial<SocketLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SOCKET_LIMITS, ...limits };
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.frameBytes });
    this.work = new SocketWorkQueue(this.limits.queuedBytes, this.limits.workMsPer100Ms, () =>
      performance.now(),
    );
    state.faults.onDropSockets(() => this.dropAll());
    // A session ends by reset, deletion, the per-account session cap or its expiry: each socket
    // riding on it closes within one check.
    this.sessionCheck = setInterval(() => this.closeEnded(), this.limits.sessionCheckMs);
    this.sessionCheck.unref();
  }

  private live(signed: Signed): boolean {
    if (this.state.sessions.accountOf(signed.token) !== signed.accountId) return false;
    return this.state.accounts.byId(signed.accountId)?.deleted === false;
  }

  private closeEnded(): void {
    for (const [ws, signed] of this.signed)
      if (!this.live(signed)) this.hangUp(ws, CLOSE_AUTH_FAILED, "session ended");
  }

  private budgetOf(accountId: number): AccountBudget {
    let budget = this.budgets.get(accountId);
    if (!budget) {
      const now = (): number => this.state.options.clock.now();
      budget = {
        frames: new TokenBucket(this.limits.accountFrameBurst, this.limits.accountFramesPerSecond, now),
        bytes: new TokenBucket(this.limits.accountByteBurst, this.limits.accountBytesPerSecond, now),
      };
      this.budgets.set(accountId, budget);
    }
    return budget;
  }

  /** `client` is the key every per-client socket cap counts by (rate-limiter.ts clientKey). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, client: string): void {
    if (this.state.faults.socketsDropped()) {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, client));
  }

  private hangUp(ws: WebSocket, code: number, reason: string): void {
    if (ws.readyState !== ws.OPEN) return;
    ws.close(code, reason);
    // Stop reading: whatever a flooding peer still sends is never parsed.
    ws.pause();
    setTimeout(() => ws.terminate(), CLOSE_LINGER_MS).unref();
  }

  private accept(ws: WebSocket, client: string): void {
    const count = (this.pending.get(client) ?? 0) + 1;
    if (count > this.limits.unauthenticatedPerClient) {
      this.hangUp(ws, CLOSE_TOO_MANY_SOCKETS, "too many unauthenticated sockets");
      return;
    }
    this.pending.set(client, count);
    let authenticated = false;
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      const left = (this.pending.get(client) ?? 1) - 1;
      if (left <= 0) this.pending.delete(client);
      else this.pending.set(client, left);
    };

    const key = this.state.options.cipherKey;
    const send = (frame: ServerFrame): void => {
      if (ws.readyState === ws.OPEN) ws.send(encryptFrame(frame, key));
    };
    // Unauthenticated sockets hold memory and a file descriptor: they get a short grace period.
    const grace = setTimeout(() => {
      if (!authenticated) this.hangUp(ws, CLOSE_AUTH_TIMEOUT, "authenticate first");
    }, this.state.options.socketAuthGraceMs);
    grace.unref();
    ws.on("close", () => {
      clearTimeout(grace);
      release();
      const signed = this.signed.get(ws);
      if (!signed) return;
      this.signed.delete(ws);
      bump(this.perClient, signed.client, -1);
      bump(this.perAccount, signed.accountId, -1);
      // The budget goes with the account's last socket: the map follows open sockets only.
      if (!this.perAccount.has(signed.accountId)) this.budgets.delete(signed.accountId);
    });
    ws.on("error", () => ws.terminate());

    const budget = new FrameBudget(this.limits, () => this.state.options.clock.now());
    let preAuthFrames = 0;
    const handle = (data: Buffer): void => {
      if (ws.readyState !== ws.OPEN) return;
      const frame = decodeFrame(decryptFrame(data.toString("utf8"), key));
      if (Option.isNone(frame)) return;
      const message = frame.value;
      if (!authenticated) {
        // Before auth only CLI_AUTH does anything; a heartbeat or message gets no answer.
        if (message.type === "CLI_AUTH")
          this.authenticate(ws, message.token, client, () => {
            authenticated = true;
            clearTimeout(grace);
            release();
            send({ type: "SRV_SUCCESS_AUTH" });
          });
        return;
      }
      const signed = this.signed.get(ws);
      if (signed && !this.live(signed)) {
        this.hangUp(ws, CLOSE_AUTH_FAILED, "session ended");
        return;
      }
      if (message.type === "CLI_HEARTBEAT")
        send({ type: "SRV_HEARTBEAT", time: this.state.options.clock.now() });
      else if (message.type === "CLI_MESSAGE") send({ type: "SRV_MESSAGE", text: message.text });
    };

    ws.on("message", (data) => {
      if (ws.readyState !== ws.OPEN) return;
      if (!budget.take()) {
        this.hangUp(ws, CLOSE_TOO_MANY_FRAMES, "too many frames");
        return;
      }
      const raw = bytes(data);
      const signed = this.signed.get(ws);
      if (signed) {
        const budget = this.budgetOf(signed.accountId);
        if (!budget.frames.take() || !budget.bytes.take(raw.length)) {
          this.hangUp(ws, CLOSE_TOO_MANY_FRAMES, "too many frames for this account");
          return;
        }
      }
      if (!authenticated) {
        preAuthFrames += 1;
        if (raw.length > this.limits.preAuthFrameBytes) {
          this.hangUp(ws, CLOSE_TOO_BIG, "frame too big before auth");
          return;
        }
        if (preAuthFrames > this.limits.preAuthFrames) {
          this.hangUp(ws, CLOSE_AUTH_TIMEOUT, "authenticate first");
          return;
        }
      }
      // Decrypting is the costly part: it waits in the server-wide queue, behind pending HTTP work.
      if (!this.work.add(raw.length, () => handle(raw)))
        this.hangUp(ws, CLOSE_TOO_MANY_SOCKETS, "server busy");
    });
  }

  private authenticate(ws: WebSocket, bearer: string, client: string, accepted: () => void): void {
    const token = bearer.replace(/^Bearer\s+/i, "");
    const accountId = this.state.sessions.accountOf(token);
    const account = accountId === undefined ? undefined : this.state.accounts.byId(accountId);
    if (accountId === undefined || !account || account.deleted) {
      this.hangUp(ws, CLOSE_AUTH_FAILED, "auth failed");
      return;
    }
    // The new socket is refused, not the oldest closed: a stolen token must not push the owner out.
    if (
      (this.perAccount.get(accountId) ?? 0) >= this.limits.socketsPerAccount ||
      (this.perClient.get(client) ?? 0) >= this.limits.socketsPerClient
    ) {
      this.hangUp(ws, CLOSE_SOCKET_CAP, "too many sockets");
      return;
    }
    this.signed.set(ws, { token, accountId, client });
    bump(this.perAccount, accountId, 1);
    bump(this.perClient, client, 1);
    accepted();
  }

  /** Fault injection: cut every socket without a close frame, as a network loss would. */
  dropAll(): void {
    for (const client of this.wss.clients) client.terminate();
  }

  close(): Promise<void> {
    clearInterval(this.sessionCheck);
    this.work.clear();
    for (const client of this.wss.clients) client.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
