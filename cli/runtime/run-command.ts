/**
 * Runs one command: decode the global options, build the translator and printer, load the
 * command's module, run it, print its outcome, and return the exit status. Loaded lazily by
 * main.ts, so none of this is evaluated for --help.
 */
import { COMMANDS, type CommandName } from "../commands/command-table";
import { decodeGlobalOptions, type GlobalOptions, type UsageProblem } from "../args/global-options";
import { selectProfile, type ProfileProblem, type SelectedProfile } from "../config/select-profile";
import { err } from "../../core/result/result";
import { isCliLocale, localeFromEnvironment } from "../i18n/cli-locales";
import { helpTranslator } from "../i18n/help-translator";
import { fullTranslator } from "../i18n/message-catalogs";
import type { Translate } from "../i18n/translator";
import { failure, type Outcome } from "../output/outcome";
import { Printer, type Sink } from "../output/printer";
import type { CommandContext, RunHooks } from "./command-context";
import type { Compose } from "./compose";
import { terminalPrompter } from "./prompter";
import type { Services } from "./services";
import type { RetryEvent } from "../../adapters/http/ofetch-http-client";

export interface RunDeps {
  readonly compose: Compose;
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: Sink;
  readonly stderr: Sink;
  readonly stdin: NodeJS.ReadStream;
  readonly stderrStream: NodeJS.WriteStream;
  /** Where the project's lumen.config.json is looked for (from here upwards). */
  readonly cwd?: string;
  readonly stdoutIsTerminal?: boolean;
}

export async function runCommand(
  name: CommandName,
  raw: Readonly<Record<string, unknown>>,
  deps: RunDeps,
): Promise<number> {
  const selected = selectProfile({
    flag: typeof raw["profile"] === "string" ? raw["profile"] : undefined,
    env: deps.env,
    cwd: deps.cwd ?? process.cwd(),
  });
  const decoded = selected.ok
    ? decodeGlobalOptions(
        raw,
        deps.env,
        selected.value.name === null
          ? null
          : { name: selected.value.name, settings: selected.value.settings, fileOf: selected.value.fileOf },
      )
    : err(profileProblem(selected.error));
  if (!decoded.ok) {
    // Some global option is broken: a --lang that is itself fine still picks the language.
    const lang = raw["lang"];
    const t = await helpTranslator(isCliLocale(lang) ? lang : localeFromEnvironment(deps.env));
    const printer = new Printer({
      json: raw["json"] === true,
      verbose: false,
      stdout: deps.stdout,
      stderr: deps.stderr,
      errorLabel: t("labels.error"),
    });
    return printer.finish(
      name,
      failure({ kind: "usage", message: t(decoded.error.key, decoded.error.params) }),
    );
  }
  const globals = decoded.value;
  const t = await fullTranslator(globals.lang);
  const printer = new Printer({
    json: globals.json,
    verbose: globals.verbose,
    stdout: deps.stdout,
    stderr: deps.stderr,
    errorLabel: t("labels.error"),
  });
  const ctx = contextFor(globals, t, printer, deps, selected.ok ? selected.value : null);
  let outcome: Outcome;
  try {
    const spec = COMMANDS.find((entry) => entry.name === name);
    if (spec === undefined) throw new Error(`no command ${name}`);
    const module = await spec.load();
    outcome = await module.run(ctx, raw);
  } catch (error) {
    outcome = failure({
      kind: "internal",
      message: t("failure.internal", { detail: error instanceof Error ? error.message : String(error) }),
    });
  }
  return printer.finish(name, outcome);
}

function profileProblem(problem: ProfileProblem): UsageProblem {
  return problem.kind === "file"
    ? {
        key: "usage.configFile",
        params: {
          file: problem.problem.file,
          field: problem.problem.field === "" ? "-" : problem.problem.field,
          detail: problem.problem.detail,
        },
      }
    : { key: "usage.unknownProfile", params: { name: problem.name, known: problem.known.join(", ") || "-" } };
}

export function contextFor(
  globals: GlobalOptions,
  t: Translate,
  printer: Printer,
  deps: RunDeps,
  profile: SelectedProfile | null,
): CommandContext {
  let services: Promise<Services> | null = null;
  let interrupted: Promise<void> | null = null;
  const composeFor = (overrides: Partial<GlobalOptions>, run: RunHooks = {}): Promise<Services> =>
    deps.compose({
      globals: { ...globals, ...overrides },
      env: deps.env,
      trace: (line) => printer.trace(line),
      warn: (line) => printer.warn(line),
      onRetry: run.onRetry ?? ((event: RetryEvent) => printer.retrying(event, t)),
      ...(run.signal === undefined ? {} : { signal: run.signal }),
      ...(run.queue === undefined ? {} : { queue: run.queue }),
      onStoreError: (error) =>
        printer.warn(
          t("failure.stateDir", {
            dir: overrides.stateDir ?? globals.stateDir ?? "~/.config/lumen",
            detail: error instanceof Error ? error.message : String(error),
          }),
        ),
    });
  return {
    globals,
    profile,
    freshServices: composeFor,
    t,
    printer,
    env: deps.env,
    cwd: deps.cwd ?? process.cwd(),
    stdoutIsTerminal: deps.stdoutIsTerminal === true,
    prompter: terminalPrompter({ stdin: deps.stdin, stderr: deps.stderrStream }),
    failure: { t, baseUrl: globals.baseUrl, timeoutMs: globals.timeoutMs },
    services: () => (services ??= composeFor({})),
    interrupted: () => (interrupted ??= new Promise((resolve) => process.once("SIGINT", () => resolve()))),
  };
}
