/**
 * What commands may use, wired by the composition root (cli/main.ts) from the Node module. Commands
 * see use-cases and ports only, never the container, so they stay plain functions. The use-cases
 * record builds each use-case when a command first reads it; the socket stack loads only on demand.
 */
import type { UseCases } from "../../core/app/use-cases";
import type { AuthState } from "../../core/auth/auth-state";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { SsoApi } from "../../core/sso/sso-api.port";
import type { OfetchHttpClient } from "../../adapters/http/ofetch-http-client";
import type { SocketServices } from "./socket-services";

export interface Services {
  /** The folder holding the store file (resolved default or --state-dir). */
  readonly stateDir: string;
  readonly api: SsoApi;
  /** For `smoke`: raw calls with the app's headers and field encoding. */
  readonly http: OfetchHttpClient;
  /** Restored from the store before any command sees it. */
  readonly auth: AuthState;
  readonly store: KeyValueStore;
  readonly useCases: UseCases;
  /** Async: the socket stack (ws, crypto-js) is loaded only by `lumen socket`. */
  socket(): Promise<SocketServices>;
}
