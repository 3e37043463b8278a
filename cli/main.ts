/**
 * Entry point and composition root of the `lumen` CLI.
 *
 * Start-up budget: `lumen --help` must answer in under 300 ms, so this file statically imports
 * only commander, the grammar (program.ts) and the `cli` translations. Everything else (the
 * runner, Schema, the adapters, inversify) is behind dynamic imports that the single-file bundle
 * keeps as lazily initialised modules, evaluated only when a command actually runs.
 */
import { CommanderError } from "commander";
import { isCliLocale, localeFromEnvironment, type CliLocale } from "./i18n/cli-locales";
import { helpTranslator } from "./i18n/message-catalogs";
import type { Translate } from "./i18n/translator";
import { EXIT } from "./exit-codes";
import { buildProgram, commandIn, type CommandName } from "./program";
import type { Compose } from "./runtime/compose";
import type { SocketServices } from "./runtime/socket-services";

/** Replaced at build time by scripts/build-cli.mjs with package.json's version. */
const VERSION = process.env.LUMEN_CLI_VERSION ?? "0.0.0-dev";

/**
 * CONTRACT_VERSION: the /sso contract's version, to be read from the contract module (paths,
 * schemas and codes as data) once it is on main; until then `lumen --version` says "not bundled".
 * The one place to wire it: replace `null` with the module's exported version.
 */
const CONTRACT_VERSION: string | null = null;

function versionText(t: Translate): string {
  return `lumen ${VERSION}\n${t("program.contractVersion", { version: CONTRACT_VERSION ?? t("program.contractNotBundled") })}`;
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

/** Builds the services for one run from the Node module: the adapters and the use-cases record. */
const compose: Compose = async ({ globals, trace, onStoreError, env, onRetry }) => {
  const [
    { Container },
    { nodeModule },
    { resolveAppConfig, DEFAULT_APP_CONFIG },
    { containerPorts, resolve, resolveAsync },
    { useCasesFrom },
    { defaultStateDir },
    { tracingFetch },
    { deviceLabelFor, deviceTypeOf },
    { DEFAULT_RETRY_POLICY },
  ] = await Promise.all([
    import("inversify"),
    import("../adapters/modules/node.module"),
    import("../adapters/modules/app-config"),
    import("../adapters/modules/tokens"),
    import("../adapters/modules/use-cases.factory"),
    import("../adapters/storage/file-store"),
    import("./runtime/tracing-fetch"),
    import("../core/rules/device-type"),
    import("../core/sso/retry-policy"),
  ]);

  const stateDir = globals.stateDir ?? defaultStateDir(env);
  // --device mobile|desktop: the web's deviceType (9/8) and, from the same classifier's label,
  // its X-Device (h5/web); without it the CLI says what it is (8, "cli").
  const deviceType = globals.device === null ? undefined : deviceTypeOf(globals.device);
  // Flags are already decoded; the environment's values are decoded here, each falling back alone.
  const config = resolveAppConfig(
    {
      apiBase: globals.baseUrl,
      timeoutMs: globals.timeoutMs,
      stateDir,
      device: deviceType === undefined ? "cli" : deviceLabelFor(deviceType),
      fieldEncoding: env["LUMEN_FIELD_ENCODING"],
      cipherKey: env["CHAT_CIPHER_KEY"],
    },
    DEFAULT_APP_CONFIG,
  );
  // Set by a command (signup's referral flags) before its requests; read per request.
  let attribution: { readonly groupLink?: string; readonly marketCode?: string } = {};
  const fetcher = globals.verbose ? tracingFetch(globalThis.fetch, trace) : undefined;
  const container = new Container();
  container.load(
    nodeModule(config, {
      ...(deviceType === undefined ? {} : { deviceType }),
      context: {
        language: () => globals.lang,
        groupLink: () => attribution.groupLink,
        marketCode: () => attribution.marketCode,
      },
      onStoreError,
      ...(fetcher === undefined ? {} : { fetch: fetcher }),
      ...(globals.retry > 0
        ? {
            retry: {
              policy: { ...DEFAULT_RETRY_POLICY, retries: globals.retry },
              ...(onRetry === undefined ? {} : { onRetry }),
            },
          }
        : {}),
    }),
  );

  const loadSocket = async (): Promise<SocketServices> => {
    const [{ ChatSession }, socket, cipher] = await Promise.all([
      import("../core/socket/chat-session"),
      resolveAsync(container, "RealtimeSocket"),
      resolveAsync(container, "Cipher"),
    ]);
    const deps = { socket, cipher, clock: resolve(container, "Clock") };
    return { createSession: (session) => new ChatSession(deps, session) };
  };

  const useCases = useCasesFrom(containerPorts(container));
  const callbackOrigins = async (): Promise<readonly string[]> => {
    const [{ loadRuntimeConfig, RUNTIME_CONFIG_FILE }, { adminOrigins }] = await Promise.all([
      import("../adapters/config/runtime-config-file"),
      import("../core/host/admin-origin"),
    ]);
    // The web app is served by the host the API lives on; its runtime file is beside index.html.
    const site = new URL(config.apiBase).origin;
    const [fromUseCase, runtime] = await Promise.all([
      useCases.callbackOrigins.execute(),
      loadRuntimeConfig(new URL(RUNTIME_CONFIG_FILE, `${site}/`).href, fetcher),
    ]);
    return adminOrigins([...fromUseCase, ...runtime.callbackOrigins]);
  };

  return {
    stateDir,
    setAttributionHeaders: (headers) => {
      attribution = headers;
    },
    get api() {
      return resolve(container, "SsoApi");
    },
    get http() {
      return resolve(container, "HttpClient");
    },
    get auth() {
      return resolve(container, "AuthState");
    },
    get store() {
      return resolve(container, "KeyValueStore");
    },
    useCases,
    get clock() {
      return resolve(container, "Clock");
    },
    thirdPartySources: config.acceptedThirdPartySource,
    callbackOrigins,
    socket: loadSocket,
  };
};

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

async function main(argv: readonly string[]): Promise<number> {
  const env = process.env;
  const t = helpTranslator(peekLang(argv) ?? localeFromEnvironment(env));
  let status: number = EXIT.ok;
  let ran: CommandName | null = null;
  const program = buildProgram({
    t,
    version: versionText(t),
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
        cwd: process.cwd(),
        stdoutIsTerminal: process.stdout.isTTY,
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
    const known: string | undefined = ran ?? commandIn(argv.slice(2));
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
