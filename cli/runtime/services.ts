/**
 * What commands may use, wired by the composition root (cli/run-lumen.ts) from the Node port table.
 * Commands get use-cases and what only a CLI needs, never the SSO API or the port table (ADR-0360;
 * the `driver-ports` lint rule), so they stay plain functions. The use-cases
 * record builds each use-case when a command first reads it; the socket stack loads only on demand.
 */
import type { UseCases } from "../../core/app/use-cases";
import type { AuthState } from "../../core/auth/auth-state";
import type { Clock } from "../../core/ports/clock.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { OfetchHttpClient } from "../../adapters/http/ofetch-http-client";
import type { SocketServices } from "./socket-services";

export interface Services {
  /** The folder holding the store file (resolved default or --state-dir). */
  readonly stateDir: string;
  /** For `smoke`: raw calls with the app's headers and field encoding. */
  readonly http: OfetchHttpClient;
  /** Restored from the store before any command sees it. */
  readonly auth: AuthState;
  readonly store: KeyValueStore;
  readonly useCases: UseCases;
  readonly clock: Clock;
  /** Login-link `source` values the third-party flow accepts (the web's `thirdPartySources`). */
  readonly thirdPartySources: readonly string[];
  /**
   * The referral the next requests carry in x-group-link / X-Market-Code, as the web app sends
   * the visitor's (`signup --group-link/--market-code`, ADR-0149).
   */
  setAttributionHeaders(headers: { readonly groupLink?: string; readonly marketCode?: string }): void;
  /** Async: the socket stack (ws, crypto-js) is loaded only by `lumen socket`. */
  socket(): Promise<SocketServices>;
}
