/**
 * Process exit statuses of the CLI. They are part of its public contract (documented in --help and
 * the README) so QA scripts and CI can branch on *why* a command failed without parsing text.
 * Small integers, below 64, so they never collide with shell signal codes (128+n), except the one
 * that is a signal's: a run stopped by Ctrl+C ends as shells report SIGINT.
 */
export const EXIT = {
  /** The command did what was asked. */
  ok: 0,
  /** A bug in the CLI itself (an exception nobody classified). */
  internal: 1,
  /** Commander refused the command line: unknown command/option, missing argument. */
  usage: 2,
  /** A VAL-FIELDS-1 rule refused an input (or a required input was missing); the server was not called. */
  validation: 3,
  /** The server answered, but not with success: an envelope code other than 200, an HTTP error status, or a body that is not a valid envelope. */
  server: 4,
  /**
   * No answer: connection refused or reset, DNS failure, TLS failure, or the --timeout elapsed.
   * `smoke` and `contract check` end with it when the backend answered none of their calls (an
   * outage, not drift), `flow` when a user found no backend (ADR-0460).
   */
  network: 5,
  /** `smoke` or `contract check` ran, and at least one check failed or drifted; `flow`: a user did not finish. */
  smokeFailed: 6,
  /** The command needs a stored token and there is none (log in first). */
  notLoggedIn: 7,
  /** Ctrl+C stopped a `flow` or `smoke` run (their reports were still written). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
