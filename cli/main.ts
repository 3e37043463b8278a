/**
 * Entry point and composition root of the `lumen` CLI.
 *
 * Start-up budget: `lumen --help` must answer in under 300 ms, so this file statically imports
 * only commander, the grammar (program.ts) and the `cli` translations. Everything else (the
 * runner, Schema, the adapters, inversify) is behind dynamic imports that the single-file bundle
 * keeps as lazily initialised modules, evaluated only when a command actually runs.
 */
import { CommanderError } from "commander";
import type { Container } from "inversify";
import { isCliLocale, localeFromEnvironment, type CliLocale } from "./i18n/cli-locales";
import { helpTranslator } from "./i18n/message-catalogs";
import type { Translate } from "./i18n/translator";
import { EXIT } from "./exit-codes";
import { buildProgram, COMMAND_NAMES, type CommandName } from "./program";
import type { Compose } from "./runtime/compose";
import type { Services } from "./runtime/services";
import type { SocketServices } from "./runtime/socket-services";

/** Replaced at build time by scripts/build-cli.mjs with package.json's version. */
const VERSION = process.env.LUMEN_CLI_VERSION ?? "0.0.0-dev";

/** The default chat cipher key of the local server (docs/architecture.md); staging sets CHAT_CIPHER_KEY. */
const DEFAULT_CHAT_CIPHER_KEY = "lumen-dev-chat-key";

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

/** Builds the container for one run: adapters bound to the core's ports, use-cases from the shared module. */
const compose: Compose = async ({ globals, trace, onStoreError, env }) => {
  const [
    { Container },
    { PORT_TOKENS: P },
    { USE_CASE_TOKENS: U },
    { useCasesModule },
    { FileStore, defaultStateDir },
    { SystemClock },
    { MathRandom },
    { StoredRandomDeviceFingerprint },
    { NodeDeviceContext },
    { NodeDomainProbe },
    { OfetchHttpClient },
    { HttpSsoApi },
    { createFieldCodec, fieldEncodingFrom },
    { tracingFetch },
  ] = await Promise.all([
    import("inversify"),
    import("../adapters/modules/port-tokens"),
    import("../adapters/modules/use-case-tokens"),
    import("../adapters/modules/use-cases.module"),
    import("../adapters/storage/file-store"),
    import("../adapters/time/system-clock"),
    import("../adapters/time/math-random"),
    import("../adapters/fingerprint/stored-random-device-fingerprint"),
    import("../adapters/device/node-device-context"),
    import("../adapters/probe/node-domain-probe"),
    import("../adapters/http/ofetch-http-client"),
    import("../adapters/http/http-sso-api"),
    import("../adapters/http/field-codec"),
    import("./runtime/tracing-fetch"),
  ]);

  const stateDir = globals.stateDir ?? defaultStateDir(env);
  const clock = new SystemClock();
  const random = new MathRandom();
  const store = new FileStore({ dir: stateDir, onError: onStoreError });
  const fingerprint = new StoredRandomDeviceFingerprint(store, random, clock);
  const http = new OfetchHttpClient({
    baseURL: globals.baseUrl,
    context: { language: () => globals.lang, visitId: () => fingerprint.visitorId() },
    codec: createFieldCodec(fieldEncodingFrom(env["LUMEN_FIELD_ENCODING"])),
    clock,
    device: "cli",
    timeoutMs: globals.timeoutMs,
    ...(globals.verbose ? { fetch: tracingFetch(globalThis.fetch, trace) } : {}),
  });

  const container: Container = new Container();
  container.bind(P.Clock).toConstantValue(clock);
  container.bind(P.Random).toConstantValue(random);
  container.bind(P.KeyValueStore).toConstantValue(store);
  container.bind(P.DeviceFingerprint).toConstantValue(fingerprint);
  container.bind(P.DeviceContext).toConstantValue(new NodeDeviceContext(fingerprint));
  container.bind(P.DomainProbe).toConstantValue(new NodeDomainProbe());
  container.bind(P.SsoApi).toConstantValue(new HttpSsoApi(http));
  container
    .bind(U.UseCaseConfig)
    .toConstantValue({ callbackOrigins: [], miniAppOrigin: new URL(globals.baseUrl).origin });
  await container.load(useCasesModule);

  const loadSocket = async (): Promise<SocketServices> => {
    const [{ WsSocket }, { CryptoJsCipher }, { ChatSession }] = await Promise.all([
      import("../adapters/socket/ws-socket"),
      import("../adapters/cipher/crypto-js-cipher"),
      import("../core/socket/chat-session"),
    ]);
    const deps = {
      socket: new WsSocket({ handshakeTimeoutMs: globals.timeoutMs }),
      cipher: new CryptoJsCipher(env["CHAT_CIPHER_KEY"] || DEFAULT_CHAT_CIPHER_KEY),
      clock,
    };
    return { createSession: (config) => new ChatSession(deps, config) };
  };

  const services: Services = {
    stateDir,
    http,
    store,
    get api() {
      return container.get<Services["api"]>(P.SsoApi);
    },
    get auth() {
      return container.get<Services["auth"]>(U.AuthState);
    },
    get probe() {
      return container.get<Services["probe"]>(P.DomainProbe);
    },
    get countries() {
      return container.get<Services["countries"]>(U.Countries);
    },
    get registrationType() {
      return container.get<Services["registrationType"]>(U.RegistrationType);
    },
    get announcements() {
      return container.get<Services["announcements"]>(U.Announcements);
    },
    get androidVersion() {
      return container.get<Services["androidVersion"]>(U.AndroidVersion);
    },
    get hostEntrance() {
      return container.get<Services["hostEntrance"]>(U.HostEntrance);
    },
    get sendCode() {
      return container.get<Services["sendCode"]>(U.SendCode);
    },
    get login() {
      return container.get<Services["login"]>(U.Login);
    },
    get logout() {
      return container.get<Services["logout"]>(U.Logout);
    },
    get signupVerify() {
      return container.get<Services["signupVerify"]>(U.SignupVerify);
    },
    get signup() {
      return container.get<Services["signup"]>(U.Signup);
    },
    get forgot() {
      return container.get<Services["forgot"]>(U.ForgotPassword);
    },
    get unlock() {
      return container.get<Services["unlock"]>(U.Unlock);
    },
    get oneTimeAuth() {
      return container.get<Services["oneTimeAuth"]>(U.OneTimeAuth);
    },
    socket: loadSocket,
  };
  return services;
};

/** Commander's own refusals, translated; its English text is kept only as a last resort. */
function usageMessage(error: CommanderError, t: Translate): string {
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

async function main(argv: readonly string[]): Promise<number> {
  const env = process.env;
  const t = helpTranslator(peekLang(argv) ?? localeFromEnvironment(env));
  let status: number = EXIT.ok;
  let ran: CommandName | null = null;
  const program = buildProgram({
    t,
    version: VERSION,
    dispatch: async (name, options) => {
      ran = name;
      const { runCommand } = await import("./runtime/run-command");
      status = await runCommand(name, options, {
        compose,
        env,
        stdout: process.stdout,
        stderr: process.stderr,
        stdin: process.stdin,
        stderrStream: process.stderr,
      });
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
    process.stderr.write(`${t("labels.error")}: ${message}\n`);
    const known: string | undefined = ran ?? argv.slice(2).find((a) => COMMAND_NAMES.some((n) => n === a));
    const command = known ?? "lumen";
    process.stderr.write(`${t("usage.seeHelp", { command: known ?? "" }).replace("  ", " ")}\n`);
    if (argv.includes("--json")) {
      process.stdout.write(
        `${JSON.stringify({ ok: false, command, exitCode: EXIT.usage, error: { kind: "usage", message } }, null, 2)}\n`,
      );
    }
    return EXIT.usage;
  }
}

// `lumen countries | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = EXIT.internal;
  },
);
