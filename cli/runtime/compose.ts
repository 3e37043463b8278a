/**
 * The contract between the runner and the composition root (cli/main.ts): given the decoded
 * global options, build the services. Keeping it a function type lets tests pass fakes.
 */
import type { GlobalOptions } from "../args/global-options";
import type { CallQueue, RetryEvent } from "../../adapters/http/ofetch-http-client";
import type { Services } from "./services";

export interface CompositionConfig {
  readonly globals: GlobalOptions;
  /** --verbose request/response lines (already redacted). */
  readonly trace: (line: string) => void;
  /** The state folder could not be written (permissions, disk full). */
  readonly onStoreError: (error: unknown) => void;
  /** Something the user should hear about but that does not stop the command (stderr). */
  readonly warn: (line: string) => void;
  readonly env: NodeJS.ProcessEnv;
  /** A "try later" refusal is about to be repeated after `delayMs` (--retry). */
  readonly onRetry?: (event: RetryEvent) => void;
  /** Ends every request and retry wait of these services (`lumen flow`'s deadline, Ctrl+C, an outage). */
  readonly signal?: AbortSignal;
  /** Shared by a run's services so their code requests take turns (`lumen flow`, ADR-0461). */
  readonly queue?: CallQueue;
}

export type Compose = (config: CompositionConfig) => Promise<Services>;
