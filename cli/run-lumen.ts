/**
 * The `lumen` CLI as a function: parse `argv`, run the command against the streams and
 * environment given, return the exit status. cli/main.ts calls it with the process's own; the
 * in-process command tests call it with buffers (ADR-0282), so the tests exercise this exact
 * composition without building or spawning the bundle.
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
import type { RunDeps } from "./runtime/run-command";
import type { SocketServices } from "./runtime/socket-services";
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

/**
 * Builds the services for one run: the Node port table (adapters/modules/node.module.ts) resolved
 * by inversify, the use-cases record over it, and what only the CLI needs (ADR-0360).
 */
const compose: Compose = async ({ globals, trace, onStoreError, warn, env, onRetry }) => {
  const [
    { nodePorts },
    { containerPorts },
    { resolveAppConfig, DEFAULT_APP_CONFIG },
    { useCasesFrom },
    { defaultStateDir },
    { tracingFetch },
    { deviceLabelFor, deviceTypeOf },
    { DEFAULT_RETRY_POLICY },
  ] = await Promise.all([
    import("../adapters/modules/node.module"),
    import("../adapters/modules/port-container"),
    import("../adapters/modules/app-config"),
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

  // The web app is served by the host the API lives on; its runtime file is beside index.html.
  // Read only when a callback is checked (`login --callback`), as the page reads its own.
  const deploymentCallbackOrigins = async (): Promise<readonly string[]> => {
    const [{ loadRuntimeConfig }, { describeProblem, RUNTIME_CONFIG_FILE }] = await Promise.all([
      import("../adapters/config/runtime-config-file"),
      import("../core/contract/runtime-config-file"),
    ]);
    const site = new URL(config.apiBase).origin;
    const runtime = await loadRuntimeConfig(new URL(RUNTIME_CONFIG_FILE, `${site}/`).href, fetcher);
    // A broken file on the site is the operator's mistake to hear about, not an empty allow-list.
    for (const item of runtime.problems) warn(describeProblem(item));
    return runtime.config.callbackOrigins;
  };

  const ports = containerPorts(
    nodePorts(config, {
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
      deploymentCallbackOrigins,
    }),
  );

  const loadSocket = async (): Promise<SocketServices> => {
    const [{ ChatSession }, socket, cipher] = await Promise.all([
      import("../core/socket/chat-session"),
      ports.portAsync("RealtimeSocket"),
      ports.portAsync("Cipher"),
    ]);
    const deps = { socket, cipher, clock: ports.port("Clock") };
    return { createSession: (session) => new ChatSession(deps, session) };
  };

  return {
    stateDir,
    setAttributionHeaders: (headers) => {
      attribution = headers;
    },
    get http() {
      return ports.port("HttpClient");
    },
    get auth() {
      return ports.port("AuthState");
    },
    get store() {
      return ports.port("KeyValueStore");
    },
    useCases: useCasesFrom(ports),
    get clock() {
      return ports.port("Clock");
    },
    thirdPartySources: config.acceptedThirdPartySource,
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

/** The process's streams and environment, or a test's stand-ins for them. */
export type LumenIo = Omit<RunDeps, "compose">;

/** Runs `lumen` once; `argv` is a full process argv (node, script, then the arguments). */
export async function runLumen(argv: readonly string[], io: LumenIo): Promise<number> {
  const env = io.env;
  const t = helpTranslator(peekLang(argv) ?? localeFromEnvironment(env));
  let status: number = EXIT.ok;
  let ran: CommandName | null = null;
  const program = buildProgram({
    t,
    version: versionText(t),
    writeOut: (text) => io.stdout.write(text),
    dispatch: async (name, options) => {
      ran = name;
      const { runCommand } = await import("./runtime/run-command");
      status = await runCommand(name, options, { compose, ...io });
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
