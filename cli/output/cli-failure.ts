/**
 * Every way a CLI command can end unsuccessfully, as a value. The runner turns it into one
 * translated message and one exit status; commands never call process.exit themselves.
 */
import type { UnreachableCause } from "../../core/sso/api-result";
import { EXIT, type ExitCode } from "../exit-codes";

export type CliFailure =
  /** A VAL-FIELDS-1 rule (or a required input) refused a value; nothing was sent. */
  | {
      readonly kind: "validation";
      readonly field: string;
      readonly key: string;
      readonly message: string;
      /** Every rule that failed, in form order (the first one is repeated above for convenience). */
      readonly errors?: readonly { readonly field: string; readonly key: string; readonly message: string }[];
    }
  /** The envelope said no: its code and message, plus the catalogue's reading of the code. */
  | {
      readonly kind: "server";
      readonly code: number;
      readonly message: string;
      readonly reaction?: string;
      /** The envelope's `data`, as fields a script can act on without parsing the message. */
      readonly attemptsLeft?: number;
      readonly retryAfterSeconds?: number;
    }
  /** The server's registration type has switched this sign-up channel off (ERR-CHANNEL-1). */
  | { readonly kind: "channelDisabled"; readonly channel: string; readonly message: string }
  | { readonly kind: "http"; readonly status: number; readonly message: string }
  | { readonly kind: "malformed"; readonly message: string }
  /** No answer; `cause` when it is known that the host could not be reached at all. */
  | { readonly kind: "network"; readonly cause?: UnreachableCause; readonly message: string }
  | { readonly kind: "timeout"; readonly timeoutMs: number; readonly message: string }
  | { readonly kind: "usage"; readonly message: string }
  | { readonly kind: "notLoggedIn"; readonly message: string }
  | { readonly kind: "smokeFailed"; readonly failed: number; readonly message: string }
  /** `lumen flow`: this many virtual users did not finish their flow. */
  | { readonly kind: "flowFailed"; readonly failed: number; readonly message: string }
  | { readonly kind: "internal"; readonly message: string }
  /** Ctrl+C ended a run that stops gracefully (`lumen flow`). */
  | { readonly kind: "interrupted"; readonly message: string }
  /** `lumen code` / --code-from found no code for the address (within --wait). */
  | { readonly kind: "noCode"; readonly message: string };

export function exitCodeFor(failure: CliFailure): ExitCode {
  switch (failure.kind) {
    case "validation":
      return EXIT.validation;
    case "server":
    case "channelDisabled":
    case "http":
    case "malformed":
    case "noCode":
      return EXIT.server;
    case "network":
    case "timeout":
      return EXIT.network;
    case "usage":
      return EXIT.usage;
    case "notLoggedIn":
      return EXIT.notLoggedIn;
    case "smokeFailed":
    case "flowFailed":
      return EXIT.smokeFailed;
    case "internal":
      return EXIT.internal;
    case "interrupted":
      return EXIT.interrupted;
  }
}
