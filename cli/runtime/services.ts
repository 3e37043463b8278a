/**
 * What commands may use, wired by the composition root (cli/runtime/command-runtime.ts, loaded by
 * cli/run-lumen.ts) from the Node port table. Commands get use-cases and what only a CLI needs,
 * never a port, an adapter or the port table (ADR-0360, ADR-0430; the `driver-ports` lint rule):
 * the store and the clock only as the named capabilities of {@link CliCapabilities}, so commands
 * stay plain functions. The use-cases
 * record builds each use-case when a command first reads it; the socket stack loads only on demand.
 */
import type { UseCases } from "../../core/app/use-cases";
import type { AuthState } from "../../core/auth/auth-state";
import type { HttpRequest, ProbeResult } from "../../adapters/http/ofetch-http-client";
import type { CliCapabilities } from "./cli-capabilities";
import type { SocketServices } from "./socket-services";

export interface Services extends CliCapabilities {
  /** The folder holding the store file (resolved default or --state-dir). */
  readonly stateDir: string;
  /**
   * For `smoke` and `contract check`: one raw call with the app's headers and field encoding,
   * answered as it came (a capability only those drivers use; the HTTP client stays behind it).
   */
  probe(request: HttpRequest, timeoutMs: number): Promise<ProbeResult>;
  /** Restored from the store before any command sees it. */
  readonly auth: AuthState;
  readonly useCases: UseCases;
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
