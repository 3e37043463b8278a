/**
 * The only writer to stdout/stderr. In --json mode stdout carries exactly one JSON document per
 * command (so `lumen … --json | jq` always works) and everything meant for humans goes to stderr;
 * in human mode results go to stdout and diagnostics to stderr. Human text is stripped of control
 * characters (terminal-text.ts); JSON escapes them itself.
 */
import { exitCodeFor, type CliFailure } from "./cli-failure";
import type { Outcome } from "./outcome";
import { printable } from "./terminal-text";
import type { RetryEvent } from "../../adapters/http/ofetch-http-client";
import type { Translate } from "../i18n/translator";

export interface Sink {
  write(text: string): void;
}

export interface PrinterOptions {
  readonly json: boolean;
  readonly verbose: boolean;
  readonly stdout: Sink;
  readonly stderr: Sink;
  /** Prefix for failure lines, already translated ("Error"). */
  readonly errorLabel: string;
}

/** The --json document; documented in the README and `--help`. */
export type JsonDocument =
  | { readonly ok: true; readonly command: string; readonly data: unknown }
  | {
      readonly ok: false;
      readonly command: string;
      readonly exitCode: number;
      readonly error: CliFailure;
      readonly data?: unknown;
    };

export class Printer {
  constructor(private readonly options: PrinterOptions) {}

  get json(): boolean {
    return this.options.json;
  }

  /** Progress and context for people ("Code sent to …"). Never pollutes --json stdout. */
  info(line: string): void {
    (this.options.json ? this.options.stderr : this.options.stdout).write(`${printable(line)}\n`);
  }

  /** Warnings about the run itself (state folder unwritable): always stderr, never data. */
  warn(line: string): void {
    this.options.stderr.write(`${printable(line)}\n`);
  }

  /** Request/response traces; only with --verbose, always on stderr. */
  trace(line: string): void {
    if (this.options.verbose) this.options.stderr.write(`${printable(line)}\n`);
  }

  /** A "try later" refusal is being repeated (--retry): one line on stderr, never in --json stdout. */
  retrying(event: RetryEvent, t: Translate): void {
    const reason =
      event.failure.kind === "server"
        ? t("retry.reasonCode", { code: event.failure.code })
        : event.failure.kind === "http"
          ? t("retry.reasonHttp", { status: event.failure.status })
          : t(`retry.reason.${event.failure.kind}`);
    this.options.stderr.write(
      `${t("retry.waiting", {
        count: Math.ceil(event.delayMs / 100) / 10,
        attempt: event.attempt,
        retries: event.retries,
        reason,
      })}\n`,
    );
  }

  /** Prints the command's final outcome; returns the exit status the process should end with. */
  finish(command: string, outcome: Outcome): number {
    if (outcome.ok) {
      for (const line of outcome.lines) this.info(line);
      if (this.options.json) this.writeJson({ ok: true, command, data: outcome.data ?? null });
      return 0;
    }
    const exitCode = exitCodeFor(outcome.failure);
    for (const line of outcome.lines ?? []) this.info(line);
    this.options.stderr.write(`${this.options.errorLabel}: ${printable(outcome.failure.message)}\n`);
    if (this.options.json) {
      const doc: JsonDocument =
        outcome.data === undefined
          ? { ok: false, command, exitCode, error: outcome.failure }
          : { ok: false, command, exitCode, error: outcome.failure, data: outcome.data };
      this.writeJson(doc);
    }
    return exitCode;
  }

  private writeJson(doc: JsonDocument): void {
    this.options.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
  }
}
