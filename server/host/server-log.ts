/** One finished request, as the access log records it (host/access-log.ts writes it). */
export interface AccessEntry {
  readonly method: string;
  /** The path with the query's names only: values (addresses, codes, tokens) never reach a log. */
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly requestId: string;
  /** The client: the peer, or with --trust-proxy the address the trusted proxy forwarded. */
  readonly client: string;
  /** Proxy mode: what the backend answered, or why it did not. */
  readonly upstream?: { readonly status?: number; readonly cause?: string };
}

/** Where the server's operational lines go (the console unless a test passes a quiet one). */
export interface ServerLog {
  info(line: string): void;
  /** What a person at the terminal is looking for (a verification code); info where absent. */
  notice?(line: string): void;
  warn(line: string): void;
  /** Detail for LOG_LEVEL=debug only (e.g. each request as it starts). */
  debug?(line: string): void;
  /** One line per finished request; a log without it (tests' quiet logs) records none. */
  access?(entry: AccessEntry): void;
}
