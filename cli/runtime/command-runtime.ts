/**
 * Everything a command needs once it runs: the runner bound to the Node composition (adapters,
 * use-cases, inversify). run-lumen.ts reaches it through one dynamic import, and
 * scripts/build-cli.mjs bundles it as its own file (dist/cli/lumen-runtime.mjs), so `lumen --help`
 * never reads or compiles it (ADR-0350).
 */
import type { Ports } from "../../adapters/modules/port-table";
import type { CommandName } from "../commands/command-table";
import { cliCapabilities } from "./cli-capabilities";
import type { Compose } from "./compose";
import { runCommand, type RunDeps } from "./run-command";
import type { SocketServices } from "./socket-services";

/**
 * Builds the services for one run: the Node port table (adapters/modules/node.module.ts) resolved
 * by inversify, the use-cases record over it, and what only the CLI needs (ADR-0360).
 */
const compose: Compose = async ({ globals, trace, onStoreError, warn, env, onRetry, signal, queue }) => {
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
    import("../../adapters/modules/node.module"),
    import("../../adapters/modules/port-container"),
    import("../../adapters/modules/app-config"),
    import("../../adapters/modules/use-cases.factory"),
    import("../../adapters/storage/file-store"),
    import("./tracing-fetch"),
    import("../../core/rules/device-type"),
    import("../../core/sso/retry-policy"),
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
  const traced = globals.verbose ? tracingFetch(globalThis.fetch, trace) : undefined;
  const fetcher = signal === undefined ? traced : abortingFetch(traced ?? globalThis.fetch, signal);

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
              ...(signal === undefined ? {} : { signal }),
              ...(queue === undefined ? {} : { queue }),
            },
          }
        : {}),
      deploymentCallbackOrigins: () => deploymentCallbackOrigins(config.apiBase, fetcher, warn),
    }),
  );

  return {
    stateDir,
    setAttributionHeaders: (headers) => {
      attribution = headers;
    },
    probe: (request, timeoutMs) => ports.port("HttpClient").probe(request, timeoutMs),
    get auth() {
      return ports.port("AuthState");
    },
    // The store and the clock reach commands only as named capabilities (ADR-0430).
    ...cliCapabilities(ports.port("KeyValueStore"), ports.port("Clock")),
    useCases: useCasesFrom(ports),
    thirdPartySources: config.acceptedThirdPartySource,
    socket: () => loadSocket(ports),
  };
};

/**
 * The web app is served by the host the API lives on; its runtime file is beside index.html.
 * Read only when a callback is checked (`login --callback`), as the page reads its own.
 */
async function deploymentCallbackOrigins(
  apiBase: string,
  fetcher: typeof globalThis.fetch | undefined,
  warn: (line: string) => void,
): Promise<readonly string[]> {
  const [{ loadRuntimeConfig }, { describeProblem, RUNTIME_CONFIG_FILE }] = await Promise.all([
    import("../../adapters/config/runtime-config-file"),
    import("../../core/contract/runtime-config-file"),
  ]);
  const site = new URL(apiBase).origin;
  const runtime = await loadRuntimeConfig(new URL(RUNTIME_CONFIG_FILE, `${site}/`).href, fetcher);
  // A broken file on the site is the operator's mistake to hear about, not an empty allow-list.
  for (const item of runtime.problems) warn(describeProblem(item));
  return runtime.config.callbackOrigins;
}

async function loadSocket(ports: Ports): Promise<SocketServices> {
  const [{ ChatSession }, socket, cipher] = await Promise.all([
    import("../../core/socket/chat-session"),
    ports.portAsync("RealtimeSocket"),
    ports.portAsync("Cipher"),
  ]);
  const deps = { socket, cipher, clock: ports.port("Clock") };
  return { createSession: (session) => new ChatSession(deps, session) };
}

/** `fetch` that also gives up when `signal` aborts (the call's own timeout signal still applies). */
function abortingFetch(base: typeof globalThis.fetch, signal: AbortSignal): typeof globalThis.fetch {
  return (input, init) =>
    base(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
}

/** Runs one parsed command with the Node services; `io` is the process's (or a test's) streams. */
export function runComposed(
  name: CommandName,
  options: Readonly<Record<string, unknown>>,
  io: Omit<RunDeps, "compose">,
): Promise<number> {
  return runCommand(name, options, { compose, ...io });
}
