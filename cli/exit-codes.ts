/**
 * Process exit statuses of the CLI. They are part of its public contract (documented in --help and
 * the README) so QA scripts and CI can branch on *why* a command failed without parsing text.
 * Small integers, below 64, so they never collide with shell signal codes (128+n).
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
  /** No answer: connection refused or reset, DNS failure, or the --timeout elapsed. */
  network: 5,
  /** `smoke` ran, and at least one endpoint check failed. */
  smokeFailed: 6,
  /** The command needs a stored token and there is none (log in first). */
  notLoggedIn: 7,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
