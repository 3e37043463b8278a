import type { ApiFailure } from "../../core/sso/api-result";
import { causeChain, errorCode } from "./error-chain";

/**
 * Why no HTTP answer came back, told apart for people reading a smoke report: a refused port, a
 * name that does not resolve, a TLS handshake that failed, a timeout, or something else on the
 * network. Node's fetch hides the system error in the `cause` chain, so the chain is searched.
 */
export type TransportClass = "refused" | "dns" | "tls" | "timeout" | "network";

const TLS_CODE = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|EPROTO$|ERR_OSSL)/;

export function classifyTransport(error: unknown): {
  readonly kind: TransportClass;
  readonly detail: string;
} {
  let detail = error instanceof Error ? error.message : String(error);
  for (const link of causeChain(error)) {
    if (link instanceof Error && (link.name === "TimeoutError" || link.name === "AbortError"))
      return { kind: "timeout", detail };
    const code = errorCode(link);
    if (code !== undefined) {
      detail = code;
      if (code === "ECONNREFUSED") return { kind: "refused", detail };
      if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME")
        return { kind: "dns", detail };
      if (TLS_CODE.test(code)) return { kind: "tls", detail };
      if (code === "ETIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return { kind: "timeout", detail };
    }
  }
  return { kind: "network", detail };
}

/**
 * A call that got no answer, as the error catalogue reads it: in the browser, first whether the
 * page's own CSP refused the origin (`pagePolicy`, ADR-0500), then the refused / DNS / TLS cause.
 */
export async function unanswered(
  error: unknown,
  path: string,
  options: { readonly baseURL: string | (() => Promise<string>); readonly pagePolicy?: boolean },
): Promise<Extract<ApiFailure, { kind: "network" }>> {
  if (options.pagePolicy === true) {
    const base = typeof options.baseURL === "string" ? options.baseURL : await options.baseURL();
    const { refusedByPagePolicy } = await import("./page-connect-policy");
    const origin = await refusedByPagePolicy(`${base}${path}`);
    if (origin !== undefined) return { kind: "network", blockedOrigin: origin };
  }
  const cause = classifyTransport(error).kind;
  return cause === "refused" || cause === "dns" || cause === "tls"
    ? { kind: "network", cause }
    : { kind: "network" };
}
