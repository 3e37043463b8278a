/**
 * The CLI's grammar: every command, option and help text, and nothing else. It imports only
 * commander and the translator so `lumen --help` stays cheap; each command's code is loaded by
 * `dispatch` only when that command runs.
 */
import { Command, Help, Option } from "commander";
import { EXIT } from "./exit-codes";
import type { Translate } from "./i18n/translator";
import { COMMAND_EXAMPLES } from "./help/command-examples";
import { COMMAND_GROUPS, COMMAND_NAMES, type CommandName } from "./command-names";

/** The command named on a command line: the longest name whose words appear there in order. */
export function commandIn(args: readonly string[]): string | undefined {
  const matches = (words: readonly string[]): boolean => {
    const at = args.indexOf(words[0] ?? "");
    return at !== -1 && words.every((word, i) => args[at + i] === word);
  };
  const named = [...COMMAND_NAMES]
    .sort((a, b) => b.length - a.length)
    .find((name) => matches(name.split(" ")));
  return named ?? COMMAND_GROUPS.find((group) => args.includes(group));
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

  const groups = new Map<string, Command>();
  const parentOf = (name: CommandName): { parent: Command; leaf: string } => {
    const [group, leaf] = name.split(" ");
    if (group === undefined || leaf === undefined) return { parent: program, leaf: name };
    let parent = groups.get(group);
    if (parent === undefined) {
      parent = program
        .command(group)
        .description(t(`commands.${group}.description`))
        .helpOption("-h, --help", t("program.help"));
      const created = parent;
      parent.createHelp = () => Object.assign(new TranslatedHelp(t), created.configureHelp());
      groups.set(group, parent);
    }
    return { parent, leaf };
  };

  const add = (name: CommandName, build: (cmd: Command) => Command = (c) => c, argument?: string): void => {
    const { parent, leaf } = parentOf(name);
    const cmd = parent
      .command(argument === undefined ? leaf : `${leaf} <${argument}>`)
      .description(t(`commands.${name.replace(" ", ".")}.description`))
      .helpOption("-h, --help", t("program.help"));
    cmd.createHelp = () => Object.assign(new TranslatedHelp(t), cmd.configureHelp());
    // `contract` runs itself and also holds `contract check`.
    if (parent === program) groups.set(leaf, cmd);
    const examples = COMMAND_EXAMPLES[name];
    cmd.addHelpText(
      "after",
      () => `\n${t("help.examples")}\n${examples.map((e) => `  $ ${e}`).join("\n")}\n`,
    );
    // The positional argument (flow name, shell) joins the options under its own name.
    build(cmd).action(async (...args: unknown[]) => {
      const self = args.at(-1);
      if (!(self instanceof Command)) return;
      const positional = argument === undefined ? {} : { [argument]: args[0] };
      await deps.dispatch(name, { ...self.optsWithGlobals(), ...positional });
    });
  };

  const identity = (cmd: Command): Command =>
    cmd
      .addOption(new Option("--email <email>", t("options.email")))
      .addOption(new Option("--phone <phone>", t("options.phone")))
      .addOption(new Option("--country <region>", t("options.country")));

  add("countries");
  add("registration-type");
  add("random-username");
  add("announcements");
  add("android-version");
  add("admin-domains", (c) => c.addOption(new Option("--probe", t("options.probe"))));
  add("send-code", (c) =>
    // No commander .choices(): its "(choices: …)" suffix is English; the value is checked with Schema.
    identity(c).addOption(new Option("--purpose <purpose>", t("options.purpose"))),
  );
  add("login", (c) =>
    identity(c)
      .addOption(new Option("--account <id>", t("options.account")))
      .addOption(new Option("--password <password>", t("options.password")))
      .addOption(new Option("--code <code>", t("options.loginCode")))
      .addOption(new Option("--sms", t("options.sms")))
      .addOption(new Option("--host", t("options.host")))
      .addOption(new Option("--assistant", t("options.assistant")))
      .addOption(new Option("--source <source>", t("options.source")))
      .addOption(new Option("--redirect <url>", t("options.redirect")))
      .addOption(new Option("--callback <url>", t("options.callback")))
      .addOption(new Option("--hc-source <source>", t("options.hcSource"))),
  );
  add("whoami", (c) => c.addOption(new Option("--show-token", t("options.showToken"))));
  add("logout");
  add("signup", (c) =>
    identity(c)
      .addOption(new Option("--code <code>", t("options.code")))
      .addOption(new Option("--password <password>", t("options.password")))
      .addOption(new Option("--account-id <id>", t("options.accountId")))
      .addOption(new Option("--nickname <name>", t("options.nickname")))
      .addOption(new Option("--group-link <value>", t("options.groupLink")))
      .addOption(new Option("--market-code <value>", t("options.marketCode")))
      .addOption(new Option("--agent-id <value>", t("options.agentId")))
      .addOption(new Option("--hics-room-id <value>", t("options.hicsRoomId")))
      .addOption(new Option("--guest-id <id>", t("options.guestId")))
      .addOption(new Option("--register-token <token>", t("options.registerToken"))),
  );
  add("forgot", (c) =>
    identity(c)
      .addOption(new Option("--code <code>", t("options.code")))
      .addOption(new Option("--password <password>", t("options.newPassword"))),
  );
  add("unlock", (c) => identity(c).addOption(new Option("--code <code>", t("options.code"))));
  add("one-time-token", (c) => c.addOption(new Option("--ma <id>", t("options.ma"))));
  add("socket", (c) =>
    c
      .addOption(new Option("--url <url>", t("options.socketUrl")))
      .addOption(new Option("--send <text...>", t("options.send")))
      .addOption(new Option("--count <n>", t("options.count")))
      .addOption(new Option("--duration <ms>", t("options.duration"))),
  );
  add("smoke", (c) =>
    c
      .addOption(new Option("--write", t("options.write")))
      .addOption(new Option("--email <email>", t("options.smokeEmail")))
      .addOption(new Option("--phone <phone>", t("options.smokePhone")))
      .addOption(new Option("--country <region>", t("options.country")))
      .addOption(new Option("--junit <file>", t("options.smokeJunit")))
      .addOption(new Option("--concurrency <n>", t("options.smokeConcurrency")))
      .addOption(new Option("--repeat <n>", t("options.smokeRepeat")))
      .addOption(new Option("--deadline <ms>", t("options.smokeDeadline")))
      .addOption(new Option("--max-latency <ms>", t("options.smokeMaxLatency"))),
  );
  add("contract", (c) =>
    c
      .addOption(new Option("--format <format>", t("options.contractFormat")))
      .addOption(new Option("--out <file>", t("options.contractOut"))),
  );
  add("contract check");
  add("creator apply", (c) =>
    c
      .addOption(new Option("--role <role>", t("options.creatorRole")))
      .addOption(new Option("--email <email>", t("options.creatorEmail")))
      .addOption(new Option("--field <id...>", t("options.creatorField")))
      .addOption(new Option("--reason <text>", t("options.creatorReason")))
      .addOption(new Option("--affect <url>", t("options.creatorAffect")))
      .addOption(new Option("--accept-rules", t("options.acceptRules"))),
  );
  add("creator status", (c) => c.addOption(new Option("--role <role>", t("options.creatorStatusRole"))));
  add("code", (c) =>
    c
      .addOption(new Option("--to <address>", t("options.codeTo")))
      .addOption(new Option("--purpose <purpose>", t("options.codePurpose")))
      .addOption(new Option("--wait <duration>", t("options.codeWait"))),
  );
  add(
    "flow",
    (c) =>
      c
        .addOption(new Option("--users <n>", t("options.flowUsers")))
        .addOption(new Option("--concurrency <n>", t("options.flowConcurrency")))
        .addOption(new Option("--deadline <duration>", t("options.flowDeadline")))
        .addOption(new Option("--junit <file>", t("options.flowJunit"))),
    "flow",
  );
  add("config show");
  add("completion", (c) => c, "shell");
  return program;
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
