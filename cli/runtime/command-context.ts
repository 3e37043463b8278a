/** Everything a command receives from the runner. */
import type { GlobalOptions } from "../args/global-options";
import type { SelectedProfile } from "../config/select-profile";
import type { CallQueue, RetryEvent } from "../../adapters/http/ofetch-http-client";
import type { Translate } from "../i18n/translator";
import type { FailureContext } from "../output/describe-failure";
import type { Outcome } from "../output/outcome";
import type { Printer } from "../output/printer";
import type { Prompter } from "./prompter";
import type { Services } from "./services";

export interface CommandContext {
  readonly globals: GlobalOptions;
  /** The profile this run uses and the config files read (`lumen config show`); null when none. */
  readonly profile: SelectedProfile | null;
  /**
   * A separate set of services over other settings (its own state folder): `lumen flow` gives
   * every virtual user one, so their sessions never mix.
   */
  freshServices(overrides: Partial<GlobalOptions>, run?: RunHooks): Promise<Services>;
  /** Aborted when the run this command is part of stops (`lumen flow`: deadline, Ctrl+C, outage). */
  readonly signal?: AbortSignal;
  readonly t: Translate;
  readonly printer: Printer;
  readonly env: NodeJS.ProcessEnv;
  /** The folder relative paths on the command line (--out, --junit) are resolved against. */
  readonly cwd: string;
  /** Whether stdout is a terminal (colour is for terminals; see output/colour.ts). */
  readonly stdoutIsTerminal: boolean;
  readonly prompter: Prompter;
  readonly failure: FailureContext;
  /** Resolved lazily: commands that fail validation never build the adapters. */
  services(): Promise<Services>;
  /**
   * Resolves when the user presses Ctrl-C. Only `socket`, `flow` and `smoke` ask: calling this
   * replaces Node's default SIGINT exit with a graceful end (their reports are still written).
   */
  interrupted(): Promise<void>;
}

/** What a run that drives many commands shares with their services. */
export interface RunHooks {
  readonly onRetry?: (event: RetryEvent) => void;
  readonly signal?: AbortSignal;
  readonly queue?: CallQueue;
}

export interface CommandModule {
  run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome>;
}
