/** The code source and readers a command uses, from the decoded global options. */
import type { CommandContext } from "../runtime/command-context";
import { parseCodeSource, type CodeReaders, type CodeSource } from "./code-source";
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
  };
}

/** How long a command waits for a code to arrive when it sent it itself. */
export const DEFAULT_CODE_WAIT_MS = 30_000;
