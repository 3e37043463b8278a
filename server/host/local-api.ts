import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { OriginPolicy } from "./origin-guard";

/** What the host tells the API it serves about the request's server. */
export interface ApiContext {
  /**
   * Origin for absolute URLs in answers (download link, admin domains): the configured public
   * origin, else the Host the caller used once it passed the Host allow-list (so one of this
   * server's own addresses, which keeps links right for a phone on the LAN), else the listening
   * address. Never a Host the caller made up: it feeds the callback allow-list via /b2b/domains.
   */
  readonly origin: string;
  readonly policy: OriginPolicy;
}

/**
 * An API served on the host's own origin instead of through the proxy: the simulator. The host
 * knows it only through this shape, so nothing the host ships depends on the simulator's code.
 */
export interface LocalApi {
  /** /api/* once the host's own checks (Host allow-list) passed. */
  handleApi(req: IncomingMessage, res: ServerResponse, url: URL, context: ApiContext): Promise<void>;
  /** The chat socket handshake once Host and Origin passed. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Before the HTTP server closes: upgraded sockets would keep its close() waiting. */
  closeSockets(): Promise<void>;
  /** After it closed: every acknowledged change is on disk. */
  flush(): Promise<void>;
}
