/**
 * The CLI's grammar: commander's program built from the command table (commands/command-table.ts),
 * the global options and the help text, and nothing else. It imports only commander, the table and
 * the translator so `lumen --help` stays cheap; each command's code is loaded by `dispatch` only
 * when that command runs.
 */
import { Command, Help, Option } from "commander";
import { EXIT } from "./exit-codes";
import type { Translate } from "./i18n/translator";
import { COMMANDS, type CommandName } from "./commands/command-table";
import type { CommandSpec } from "./commands/define-command";

/** The command named on a command line: the longest name whose words appear there in order. */
export function commandIn(args: readonly string[]): string | undefined {
  const matches = (words: readonly string[]): boolean => {
    const at = args.indexOf(words[0] ?? "");
    return at !== -1 && words.every((word, i) => args[at + i] === word);
  };
  const names = COMMANDS.map((spec) => spec.name).sort((a, b) => b.length - a.length);
  const named = names.find((name) => matches(name.split(" ")));
  // Else a group word alone (`lumen creator --bad`).
  const groups = names.filter((name) => name.includes(" ")).map((name) => name.split(" ")[0] ?? name);
  return named ?? groups.find((group) => args.includes(group));
}

export interface ProgramDeps {
  readonly t: Translate;
  readonly version: string;
  /** Runs a command; options are the raw values commander parsed (decoded later, with Schema). */
  readonly dispatch: (name: CommandName, options: Readonly<Record<string, unknown>>) => Promise<void>;
  /** Where help and version text go (the process's stdout, or a test's buffer). */
  readonly writeOut: (text: string) => void;
}

/** Commander's own headings, translated by mapping the literals its Help class passes to styleTitle. */
const HEADINGS: Readonly<Record<string, string>> = {
  "Usage:": "help.usage",
  "Options:": "help.options",
  "Commands:": "help.commands",
  "Arguments:": "help.arguments",
  "Global Options:": "help.globalOptions",
};

class TranslatedHelp extends Help {
  constructor(private readonly t: Translate) {
    super();
  }
  override styleTitle(str: string): string {
    const key = HEADINGS[str];
    return key === undefined ? str : this.t(key);
  }
}

export function buildProgram(deps: ProgramDeps): Command {
  const { t } = deps;
  const program = new Command("lumen");
  // Before any subcommand is added, so they inherit it: errors come back as CommanderError and
  // run-lumen.ts prints them translated with exit code 2, instead of commander's English and exit 1.
  program.exitOverride().configureOutput({ outputError: () => undefined, writeOut: deps.writeOut });
  program
    .description(t("program.description"))
    .version(deps.version, "-V, --version", t("program.version"))
    .helpOption("-h, --help", t("program.help"))
    .helpCommand("help [command]", t("program.helpCommand"))
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true })
    .addOption(new Option("--base-url <url>", t("global.baseUrl")))
    .addOption(new Option("--lang <locale>", t("global.lang")))
    .addOption(new Option("--json", t("global.json")))
    .addOption(new Option("--state-dir <dir>", t("global.stateDir")))
    .addOption(new Option("--timeout <ms>", t("global.timeout")))
    .addOption(new Option("--verbose", t("global.verbose")))
    .addOption(new Option("--device <kind>", t("global.device")))
    .addOption(new Option("--retry <n>", t("global.retry")))
    .addOption(new Option("--profile <name>", t("global.profile")))
    .addOption(new Option("--code-from <source>", t("global.codeFrom")))
    .addHelpText("after", `\n${exitCodeHelp(t)}\n\n${t("help.environment")}`);
  program.createHelp = () => Object.assign(new TranslatedHelp(t), program.configureHelp());
  // Parents by their first word: the groups (`creator`), and `contract`, which runs itself and
  // also holds `contract check` (so the table lists `contract` first).
  const parents = new Map<string, Command>();
  for (const spec of COMMANDS) {
    const [first = spec.name, leaf] = spec.name.split(" ");
    if (leaf === undefined) {
      parents.set(first, addCommand(program, spec, first, deps));
      continue;
    }
    const parent = parents.get(first) ?? groupCommand(program, first, t);
    parents.set(first, parent);
    addCommand(parent, spec, leaf, deps);
  }
  return program;
}

/** A word that only groups commands (`lumen creator`), with its own translated help. */
function groupCommand(program: Command, group: string, t: Translate): Command {
  const cmd = program
    .command(group)
    .description(t(`commands.${group}.description`))
    .helpOption("-h, --help", t("program.help"));
  cmd.createHelp = () => Object.assign(new TranslatedHelp(t), cmd.configureHelp());
  return cmd;
}

function addCommand(
  parent: Command,
  spec: CommandSpec<CommandName>,
  leaf: string,
  deps: ProgramDeps,
): Command {
  const { t } = deps;
  const { argument, examples, name } = spec;
  const cmd = parent
    .command(argument === undefined ? leaf : `${leaf} <${argument}>`)
    .description(t(spec.summary))
    .helpOption("-h, --help", t("program.help"));
  cmd.createHelp = () => Object.assign(new TranslatedHelp(t), cmd.configureHelp());
  for (const [flags, description] of spec.options ?? []) cmd.addOption(new Option(flags, t(description)));
  cmd.addHelpText("after", () => `\n${t("help.examples")}\n${examples.map((e) => `  $ ${e}`).join("\n")}\n`);
  // The positional argument (flow name, shell) joins the options under its own name.
  cmd.action(async (...args: unknown[]) => {
    const self = args.at(-1);
    if (!(self instanceof Command)) return;
    const positional = argument === undefined ? {} : { [argument]: args[0] };
    await deps.dispatch(name, { ...self.optsWithGlobals(), ...positional });
  });
  return cmd;
}

export function exitCodeHelp(t: Translate): string {
  const rows: [number, string][] = [
    [EXIT.ok, "exit.ok"],
    [EXIT.internal, "exit.internal"],
    [EXIT.usage, "exit.usage"],
    [EXIT.validation, "exit.validation"],
    [EXIT.server, "exit.server"],
    [EXIT.network, "exit.network"],
    [EXIT.smokeFailed, "exit.smokeFailed"],
    [EXIT.notLoggedIn, "exit.notLoggedIn"],
    [EXIT.interrupted, "exit.interrupted"],
  ];
  return [t("help.exitCodes"), ...rows.map(([code, key]) => `  ${String(code).padEnd(4)}${t(key)}`)].join(
    "\n",
  );
}
