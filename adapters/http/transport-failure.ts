/**
 * Why no HTTP answer came back, told apart for people reading a smoke report: a refused port, a
 * name that does not resolve, a TLS handshake that failed, a timeout, or something else on the
 * network. Node's fetch hides the system error in the `cause` chain, so the chain is searched.
 */
export type TransportClass = "refused" | "dns" | "tls" | "timeout" | "network";

const TLS_CODE = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|EPROTO$|ERR_OSSL)/;

function codeOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

export function classifyTransport(error: unknown): {
  readonly kind: TransportClass;
  readonly detail: string;
} {
  let current: unknown = error;
  let detail = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth++) {
    if (current instanceof Error && (current.name === "TimeoutError" || current.name === "AbortError"))
      return { kind: "timeout", detail };
    const code = codeOf(current);
    if (code !== undefined) {
      detail = code;
      if (code === "ECONNREFUSED") return { kind: "refused", detail };
      if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME")
        return { kind: "dns", detail };
      if (TLS_CODE.test(code)) return { kind: "tls", detail };
      if (code === "ETIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return { kind: "timeout", detail };
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return { kind: "network", detail };
}
