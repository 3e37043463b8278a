import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * What one TCP connection may hold, and how many there may be (ADR-0471). A connection that sends
 * nothing, a keep-alive connection left idle, headers or a body sent a byte at a time: each is
 * closed after a bounded time, and connections past the caps are closed as soon as they are
 * accepted, so a flood of them never starves the clients already being served.
 */
export interface ConnectionLimits {
  /** Complete request headers must arrive within this (Node's headersTimeout). */
  readonly headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node's requestTimeout). */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (Node's keepAliveTimeout). */
  readonly keepAliveTimeoutMs: number;
  /** A connection with no request open that sends nothing for this long is closed. */
  readonly idleTimeoutMs: number;
  /** Open connections in total (chat sockets included). */
  readonly maxConnections: number;
  /** Open connections from one peer address. */
  readonly maxConnectionsPerAddress: number;
}

/** Descriptors left free for files, the data file's writes and the backend's connections. */
const RESERVED_DESCRIPTORS = 64;
const TOTAL_CAP = 4_096;

/**
 * The process's soft limit on open files (Linux /proc/self/limits). Connections past it fail to
 * be accepted at all, so the cap stays under it.
 */
function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

export function defaultConnectionLimits(): ConnectionLimits {
  const files = openFileLimit();
  return {
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    idleTimeoutMs: 10_000,
    maxConnections:
      files === undefined ? 1_000 : Math.max(100, Math.min(TOTAL_CAP, files - RESERVED_DESCRIPTORS)),
    maxConnectionsPerAddress: 256,
  };
}

/** Node checks headersTimeout and requestTimeout only this often (30 s by default): pass to createServer. */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/**
 * Sets the timeouts on `server` and enforces the caps. `perAddress` is false behind a trusted
 * proxy: every connection then comes from the proxy, whose clients it limits itself.
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits, perAddress: boolean): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  const open = new Map<string, number>();
  /** Connections with a request being answered: a slow backend is not an idle client. */
  const answering = new Map<Socket, number>();

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (perAddress && count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
      answering.delete(socket);
    });
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    res.once("close", () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left <= 0) answering.delete(socket);
      else answering.set(socket, left);
    });
  });
  // With a listener Node leaves the decision here: idle connections go, answering ones stay.
  server.on("timeout", (socket: Socket) => {
    if (!answering.has(socket)) socket.destroy();
  });
}
