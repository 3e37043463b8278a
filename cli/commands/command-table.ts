/**
 * Every `lumen` command, one entry each, in the order `lumen --help` lists them. The grammar
 * (program.ts), the runner (runtime/run-command.ts), the help examples and completion are derived
 * from this table; adding a command is an entry here plus its own file (`npm run new:command`,
 * docs/architecture.md "Adding a command").
 */
import { defineCommand, type OptionSpec } from "./define-command";

const IDENTITY: readonly OptionSpec[] = [
  ["--email <email>", "options.email"],
  ["--phone <phone>", "options.phone"],
  ["--country <region>", "options.country"],
];

export const COMMANDS = [
  defineCommand({
    name: "countries",
    summary: "commands.countries.description",
    examples: ["lumen countries --json"],
    load: () => import("./countries.command"),
  }),
  defineCommand({
    name: "registration-type",
    summary: "commands.registration-type.description",
    examples: ["lumen registration-type"],
    load: () => import("./registration-type.command"),
  }),
  defineCommand({
    name: "random-username",
    summary: "commands.random-username.description",
    examples: ["lumen random-username"],
    load: () => import("./random-username.command"),
  }),
  defineCommand({
    name: "announcements",
    summary: "commands.announcements.description",
    examples: ["lumen announcements"],
    load: () => import("./announcements.command"),
  }),
  defineCommand({
    name: "android-version",
    summary: "commands.android-version.description",
    examples: ["lumen android-version"],
    load: () => import("./android-version.command"),
  }),
  defineCommand({
    name: "admin-domains",
    summary: "commands.admin-domains.description",
    options: [["--probe", "options.probe"]],
    examples: ["lumen admin-domains"],
    load: () => import("./admin-domains.command"),
  }),
  defineCommand({
    name: "send-code",
    summary: "commands.send-code.description",
    // No commander .choices(): its "(choices: …)" suffix is English; the value is checked with Schema.
    options: [...IDENTITY, ["--purpose <purpose>", "options.purpose"]],
    examples: ["lumen send-code --email qa@example.com --purpose register"],
    load: () => import("./send-code.command"),
  }),
  defineCommand({
    name: "login",
    summary: "commands.login.description",
    options: [
      ...IDENTITY,
      ["--account <id>", "options.account"],
      ["--password <password>", "options.password"],
      ["--code <code>", "options.loginCode"],
      ["--sms", "options.sms"],
      ["--host", "options.host"],
      ["--assistant", "options.assistant"],
      ["--source <source>", "options.source"],
      ["--redirect <url>", "options.redirect"],
      ["--callback <url>", "options.callback"],
      ["--hc-source <source>", "options.hcSource"],
    ],
    examples: ["lumen login --email qa@example.com --password Secret123"],
    load: () => import("./login.command"),
  }),
  defineCommand({
    name: "whoami",
    summary: "commands.whoami.description",
    options: [["--show-token", "options.showToken"]],
    examples: ["lumen whoami --json"],
    load: () => import("./whoami.command"),
  }),
  defineCommand({
    name: "logout",
    summary: "commands.logout.description",
    examples: ["lumen logout"],
    load: () => import("./logout.command"),
  }),
  defineCommand({
    name: "signup",
    summary: "commands.signup.description",
    options: [
      ...IDENTITY,
      ["--code <code>", "options.code"],
      ["--password <password>", "options.password"],
      ["--account-id <id>", "options.accountId"],
      ["--nickname <name>", "options.nickname"],
      ["--group-link <value>", "options.groupLink"],
      ["--market-code <value>", "options.marketCode"],
      ["--agent-id <value>", "options.agentId"],
      ["--hics-room-id <value>", "options.hicsRoomId"],
      ["--guest-id <id>", "options.guestId"],
      ["--register-token <token>", "options.registerToken"],
    ],
    examples: ["lumen signup --email qa@example.com --password Secret123 --code-from outbox"],
    load: () => import("./signup.command"),
  }),
  defineCommand({
    name: "forgot",
    summary: "commands.forgot.description",
    options: [
      ...IDENTITY,
      ["--code <code>", "options.code"],
      ["--password <password>", "options.newPassword"],
    ],
    // While logged in (the help examples run in one session): the new password ends the session.
    examples: ["lumen forgot --email qa@example.com --password Secret456 --code-from outbox"],
    load: () => import("./forgot.command"),
  }),
  defineCommand({
    name: "unlock",
    summary: "commands.unlock.description",
    options: [...IDENTITY, ["--code <code>", "options.code"]],
    examples: ["lumen unlock --email qa@example.com --code-from outbox"],
    load: () => import("./unlock.command"),
  }),
  defineCommand({
    name: "one-time-token",
    summary: "commands.one-time-token.description",
    options: [["--ma <id>", "options.ma"]],
    examples: ["lumen one-time-token --ma demo"],
    load: () => import("./one-time-token.command"),
  }),
  defineCommand({
    name: "socket",
    summary: "commands.socket.description",
    options: [
      ["--url <url>", "options.socketUrl"],
      ["--send <text...>", "options.send"],
      ["--count <n>", "options.count"],
      ["--duration <ms>", "options.duration"],
    ],
    // While logged in: the socket authenticates with the session.
    examples: ["lumen socket --duration 500"],
    load: () => import("./socket.command"),
  }),
  defineCommand({
    name: "smoke",
    summary: "commands.smoke.description",
    options: [
      ["--write", "options.write"],
      ["--email <email>", "options.smokeEmail"],
      ["--phone <phone>", "options.smokePhone"],
      ["--country <region>", "options.country"],
      ["--junit <file>", "options.smokeJunit"],
      ["--concurrency <n>", "options.smokeConcurrency"],
      ["--repeat <n>", "options.smokeRepeat"],
      ["--deadline <ms>", "options.smokeDeadline"],
      ["--max-latency <ms>", "options.smokeMaxLatency"],
    ],
    examples: ["lumen smoke --concurrency 4", "lumen smoke --repeat 3 --max-latency 2000 --json"],
    load: () => import("./smoke.command"),
  }),
  defineCommand({
    name: "contract",
    summary: "commands.contract.description",
    options: [
      ["--format <format>", "options.contractFormat"],
      ["--out <file>", "options.contractOut"],
    ],
    examples: ["lumen contract --format yaml --out openapi.yaml"],
    load: () => import("./contract.command"),
  }),
  defineCommand({
    name: "contract check",
    summary: "commands.contract.check.description",
    examples: ["lumen contract check"],
    load: () => import("./contract-check.command"),
  }),
  defineCommand({
    name: "creator apply",
    summary: "commands.creator.apply.description",
    options: [
      ["--role <role>", "options.creatorRole"],
      ["--email <email>", "options.creatorEmail"],
      ["--field <id...>", "options.creatorField"],
      ["--reason <text>", "options.creatorReason"],
      ["--affect <url>", "options.creatorAffect"],
      ["--accept-rules", "options.acceptRules"],
    ],
    examples: [
      'lumen creator apply --role blogger --field market-analysis --reason "Weekly market notes" --affect https://example.com/me --accept-rules',
    ],
    load: () => import("./creator-apply.command"),
  }),
  defineCommand({
    name: "creator status",
    summary: "commands.creator.status.description",
    options: [["--role <role>", "options.creatorStatusRole"]],
    examples: ["lumen creator status"],
    load: () => import("./creator-status.command"),
  }),
  defineCommand({
    name: "code",
    summary: "commands.code.description",
    options: [
      ["--to <address>", "options.codeTo"],
      ["--purpose <purpose>", "options.codePurpose"],
      ["--wait <duration>", "options.codeWait"],
    ],
    examples: ["lumen code --to qa@example.com --purpose register --wait 5s"],
    load: () => import("./code.command"),
  }),
  defineCommand({
    name: "flow",
    summary: "commands.flow.description",
    argument: "flow",
    options: [
      ["--users <n>", "options.flowUsers"],
      ["--concurrency <n>", "options.flowConcurrency"],
      ["--deadline <duration>", "options.flowDeadline"],
      ["--junit <file>", "options.flowJunit"],
    ],
    examples: ["lumen flow signup-login --users 3 --concurrency 2", "lumen flow forgot --users 2 --json"],
    load: () => import("./flow.command"),
  }),
  defineCommand({
    name: "config show",
    summary: "commands.config.show.description",
    examples: ["lumen config show", "lumen --profile staging config show"],
    load: () => import("./config-show.command"),
  }),
  defineCommand({
    name: "completion",
    summary: "commands.completion.description",
    argument: "shell",
    examples: ["lumen completion bash"],
    load: () => import("./completion.command"),
  }),
] as const;

export type CommandName = (typeof COMMANDS)[number]["name"];
