/**
 * The `lumen` CLI as a function: parse `argv`, run the command against the streams and
 * environment given, return the exit status. cli/main.ts calls it with the process's own; the
 * in-process command tests call it with buffers (ADR-0282), so the tests exercise this exact
 * composition without building or spawning the bundle.
 *
 * Start-up budget (ADR-0350): `lumen --help` must start within 1.3x of `node -e 0`, so this file
 * statically imports only commander, the grammar (program.ts) and the `cli` translations. The
 * runner and the Node composition (cli/runtime/command-runtime.ts) are one dynamic import, which
 * scripts/build-cli.mjs builds as a second file that --help, --version and usage errors never read.
 */
import { CommanderError } from "commander";
import { isCliLocale, localeFromEnvironment, type CliLocale } from "./i18n/cli-locales";
import { helpTranslator } from "./i18n/help-translator";
import type { Translate } from "./i18n/translator";
import { EXIT } from "./exit-codes";
import type { CommandName } from "./commands/command-table";
import { buildProgram, commandIn } from "./program";
import type { RunDeps } from "./runtime/run-command";
import { CONTRACT_VERSION } from "../core/contract/contract-version";

/** Replaced at build time by scripts/build-cli.mjs with package.json's version. */
const VERSION = process.env.LUMEN_CLI_VERSION ?? "0.0.0-dev";

/** `lumen --version`: the CLI's own version and the /sso contract version it speaks. */
function versionText(t: Translate): string {
  return `lumen ${VERSION}\n${t("program.contractVersion", { version: CONTRACT_VERSION })}`;
}

/**
 * --lang must be known before commander parses (help text is rendered during parsing), so it is
 * peeked at here; the real decoding (with Schema, and a usage error when wrong) happens later.
 */
function peekLang(argv: readonly string[]): CliLocale | null {
  // The last one wins, as it does when commander parses a repeated option.
  let found: CliLocale | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    const value =
      arg === "--lang" ? argv[i + 1] : arg.startsWith("--lang=") ? arg.slice("--lang=".length) : undefined;
    if (isCliLocale(value)) found = value;
  }
  return found;
}

/** Commander's own refusals, translated; its English text is kept only as a last resort. */
function usageMessage(error: CommanderError, t: Translate): string {
  const base = usageBase(error, t);
  // Commander's own suggestion (showSuggestionAfterError), kept and said in the user's language.
  const suggestion = error.message.match(/\(Did you mean (.+)\?\)/)?.[1];
  return suggestion === undefined ? base : `${base} ${t("usage.didYouMean", { suggestion })}`;
}

function usageBase(error: CommanderError, t: Translate): string {
  const quoted = error.message.match(/'([^']+)'/)?.[1] ?? "";
  switch (error.code) {
    case "commander.unknownOption":
      return t("usage.unknownOption", { name: quoted });
    case "commander.unknownCommand":
      return t("usage.unknownCommand", { name: quoted });
    case "commander.missingArgument":
      return t("usage.missingArgument", { name: quoted });
    case "commander.optionMissingArgument":
      return t("usage.optionMissingArgument", { name: quoted });
    case "commander.invalidArgument": {
      const choices = error.message.match(/Allowed choices are (.*)\.$/)?.[1] ?? "";
      return t("usage.invalidChoice", { name: quoted, choices });
    }
    case "commander.excessArguments":
      return t("usage.excessArguments");
    default:
      return t("usage.generic", { detail: error.message.replace(/^error: /, "") });
  }
}

/** The process's streams and environment, or a test's stand-ins for them. */
export type LumenIo = Omit<RunDeps, "compose">;

/** Runs `lumen` once; `argv` is a full process argv (node, script, then the arguments). */
export async function runLumen(argv: readonly string[], io: LumenIo): Promise<number> {
  const env = io.env;
  const t = await helpTranslator(peekLang(argv) ?? localeFromEnvironment(env));
  let status: number = EXIT.ok;
  let ran: CommandName | null = null;
  const program = buildProgram({
    t,
    version: versionText(t),
    writeOut: (text) => io.stdout.write(text),
    dispatch: async (name, options) => {
      ran = name;
      const { runComposed } = await import("./runtime/command-runtime");
      status = await runComposed(name, options, io);
    },
  });
  try {
    await program.parseAsync([...argv]);
    return status;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // --help and --version end through here with exit code 0.
    if (error.exitCode === 0) return EXIT.ok;
    if (error.code === "commander.help") return EXIT.usage;
    const message = usageMessage(error, t);
    io.stderr.write(`${t("labels.error")}: ${message}\n`);
    const known: string | undefined = ran ?? commandIn(argv.slice(2));
    const command = known ?? "lumen";
    io.stderr.write(`${t("usage.seeHelp", { command: known ?? "" }).replace("  ", " ")}\n`);
    if (argv.includes("--json")) {
      io.stdout.write(
        `${JSON.stringify({ ok: false, command, exitCode: EXIT.usage, error: { kind: "usage", message } }, null, 2)}\n`,
      );
    }
    return EXIT.usage;
  }
}
