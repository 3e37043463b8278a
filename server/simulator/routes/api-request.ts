import type { IncomingHttpHeaders } from "node:http";
import type { MessageKey, Translate } from "../../host/server-messages";
import type { ServerState } from "../state/server-state";

/** What a route sees: decoded transport, the caller's language and the server's state. */
export interface ApiRequest {
  readonly method: string;
  /** Path without the /api prefix, e.g. "/sso/loginByEmail". */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Parsed body (JSON or form), still unknown until a route decodes it. */
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  readonly t: Translate;
  /** "http://host:port" as the caller reached us. */
  readonly origin: string;
  readonly remoteAddress: string;
  readonly state: ServerState;
}

/** `body` is an envelope for every route except the dev outbox, which answers a bare array. */
export interface ApiReply {
  readonly status: number;
  readonly body: unknown;
}

export type RouteHandler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

export function ok(req: ApiRequest, data: unknown, key: MessageKey = "ok"): ApiReply {
  return { status: 200, body: { code: 200, message: req.t(key), data } };
}
