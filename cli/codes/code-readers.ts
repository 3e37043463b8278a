/** The code source and readers a command uses, from the decoded global options. */
import type { CommandContext } from "../runtime/command-context";
import { parseCodeSource, type CodeReaders, type CodeSource, type CommandFailed } from "./code-source";
import { shellExec } from "./shell-exec";

/** --code-from (or the profile's), else the local outbox when `fallbackToOutbox`. */
export function codeSourceOf(ctx: CommandContext, fallbackToOutbox: boolean): CodeSource | "invalid" | null {
  const text = ctx.globals.codeFrom;
  if (text === null) return fallbackToOutbox ? { kind: "outbox" } : null;
  return parseCodeSource(text) ?? "invalid";
}

export function codeReaders(ctx: CommandContext): CodeReaders {
  return {
    baseUrl: ctx.globals.baseUrl,
    fetch: (input, init) => globalThis.fetch(input, init),
    timeoutMs: ctx.globals.timeoutMs,
    exec: shellExec,
    ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
  };
}

/** The one line a failed `cmd:` source is reported in: its exit status (or signal) and its stderr. */
export function commandFailedText(ctx: CommandContext, failed: CommandFailed): string {
  const stderr = failed.stderr.replace(/\s+/g, " ").trim();
  return ctx.t(failed.status === null ? "failure.codeCommandSignal" : "failure.codeCommandStatus", {
    status: failed.status ?? "-",
    signal: failed.signal ?? "-",
    stderr: stderr === "" ? ctx.t("failure.codeCommandNoStderr") : stderr,
  });
}

/** How long a command waits for a code to arrive when it sent it itself. */
export const DEFAULT_CODE_WAIT_MS = 30_000;
