/**
 * Runs one command: decode the global options, build the translator and printer, load the
 * command's module, run it, print its outcome, and return the exit status. Loaded lazily by
 * main.ts, so none of this is evaluated for --help.
 */
import { COMMAND_LOADERS } from "../commands/command-loaders";
import { decodeGlobalOptions, type GlobalOptions } from "../args/global-options";
import { isCliLocale, localeFromEnvironment } from "../i18n/cli-locales";
import { fullTranslator, helpTranslator } from "../i18n/message-catalogs";
import type { Translate } from "../i18n/translator";
import { failure, type Outcome } from "../output/outcome";
import { Printer, type Sink } from "../output/printer";
import type { CommandName } from "../program";
import type { CommandContext } from "./command-context";
import type { Compose } from "./compose";
import { terminalPrompter } from "./prompter";
import type { Services } from "./services";

export interface RunDeps {
  readonly compose: Compose;
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: Sink;
  readonly stderr: Sink;
  readonly stdin: NodeJS.ReadStream;
  readonly stderrStream: NodeJS.WriteStream;
}

export async function runCommand(
  name: CommandName,
  raw: Readonly<Record<string, unknown>>,
  deps: RunDeps,
): Promise<number> {
  const decoded = decodeGlobalOptions(raw, deps.env);
  if (!decoded.ok) {
    // Some global option is broken: a --lang that is itself fine still picks the language.
    const lang = raw["lang"];
    const t = helpTranslator(isCliLocale(lang) ? lang : localeFromEnvironment(deps.env));
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
  const ctx = contextFor(globals, t, printer, deps);
  let outcome: Outcome;
  try {
    const module = await COMMAND_LOADERS[name]();
    outcome = await module.run(ctx, raw);
  } catch (error) {
    outcome = failure({
      kind: "internal",
      message: t("failure.internal", { detail: error instanceof Error ? error.message : String(error) }),
    });
  }
  return printer.finish(name, outcome);
}

function contextFor(globals: GlobalOptions, t: Translate, printer: Printer, deps: RunDeps): CommandContext {
  let services: Promise<Services> | null = null;
  let interrupted: Promise<void> | null = null;
  return {
    globals,
    t,
    printer,
    env: deps.env,
    prompter: terminalPrompter({ stdin: deps.stdin, stderr: deps.stderrStream }),
    failure: { t, baseUrl: globals.baseUrl, timeoutMs: globals.timeoutMs },
    services: () =>
      (services ??= deps.compose({
        globals,
        env: deps.env,
        trace: (line) => printer.trace(line),
        warn: (line) => printer.warn(line),
        onStoreError: (error) =>
          printer.warn(
            t("failure.stateDir", {
              dir: globals.stateDir ?? "~/.config/lumen",
              detail: error instanceof Error ? error.message : String(error),
            }),
          ),
      })),
    interrupted: () => (interrupted ??= new Promise((resolve) => process.once("SIGINT", () => resolve()))),
  };
}
