import type { Result } from "../result/result";

/** Why a host could not be reached at all (nothing was sent): repeating soon will not help. */
export type UnreachableCause = "refused" | "dns" | "tls";

/**
 * Every way a call to the backend can fail, as a value. `server` is a decoded envelope whose code
 * is not 200; the rest are transport failures the HTTP adapter classifies.
 */
export type ApiFailure =
  | {
      readonly kind: "server";
      readonly code: number;
      readonly message: string;
      /** Wrong password: how many more tries before the account locks, when the server says. */
      readonly attemptsLeft?: number;
      /**
       * How long the server asks the caller to wait before trying again (a rate limit's
       * `data.retryAfter`, or the resend wait of a code sent too soon), in seconds.
       */
      readonly retryAfterSeconds?: number;
    }
  | { readonly kind: "http"; readonly status: number }
  /**
   * No answer. `cause`, when the adapter could tell: the port refused, the name did not resolve,
   * or the TLS handshake failed; absent for a reset or any other drop. `blockedOrigin`: a browser
   * never sent it, because the page's Content-Security-Policy `connect-src` refuses that origin
   * (runtime-config.json names an origin the host configuration was not generated with, ADR-0500).
   */
  | { readonly kind: "network"; readonly cause?: UnreachableCause; readonly blockedOrigin?: string }
  | { readonly kind: "timeout" }
  /**
   * The answer could not be read: not an envelope at all, or (`part: "data"`) a success envelope
   * whose `data` is not the contract's shape.
   */
  | { readonly kind: "malformed"; readonly part?: "data" };

export interface ApiSuccess<A> {
  readonly data: A;
  readonly message: string;
}

export type ApiResult<A> = Result<ApiSuccess<A>, ApiFailure>;
