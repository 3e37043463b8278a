/**
 * Everything a command needs once it runs: the runner bound to the Node composition (adapters,
 * use-cases, inversify). run-lumen.ts reaches it through one dynamic import, and
 * scripts/build-cli.mjs bundles it as its own file (dist/cli/lumen-runtime.mjs), so `lumen --help`
 * never reads or compiles it (ADR-0350).
 */
import type { CommandName } from "../program";
import type { Compose } from "./compose";
import { runCommand, type RunDeps } from "./run-command";
import type { SocketServices } from "./socket-services";

/** Builds the services for one run from the Node module: the adapters and the use-cases record. */
const compose: Compose = async ({ globals, trace, onStoreError, warn, env, onRetry }) => {
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
    import("../../adapters/modules/node.module"),
    import("../../adapters/modules/app-config"),
    import("../../adapters/modules/tokens"),
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
      import("../../core/socket/chat-session"),
      resolveAsync(container, "RealtimeSocket"),
      resolveAsync(container, "Cipher"),
    ]);
    const deps = { socket, cipher, clock: resolve(container, "Clock") };
    return { createSession: (session) => new ChatSession(deps, session) };
  };

  const useCases = useCasesFrom(containerPorts(container));
  const callbackOrigins = async (): Promise<readonly string[]> => {
    const [{ loadRuntimeConfig }, { describeProblem, RUNTIME_CONFIG_FILE }, { adminOrigins }] =
      await Promise.all([
        import("../../adapters/config/runtime-config-file"),
        import("../../core/contract/runtime-config-file"),
        import("../../core/host/admin-origin"),
      ]);
    // The web app is served by the host the API lives on; its runtime file is beside index.html.
    const site = new URL(config.apiBase).origin;
    const [fromUseCase, runtime] = await Promise.all([
      useCases.callbackOrigins.execute(),
      loadRuntimeConfig(new URL(RUNTIME_CONFIG_FILE, `${site}/`).href, fetcher),
    ]);
    // A broken file on the site is the operator's mistake to hear about, not an empty allow-list.
    for (const item of runtime.problems) warn(describeProblem(item));
    const allowed = fromUseCase.ok ? fromUseCase.value : [];
    return adminOrigins([...allowed, ...runtime.config.callbackOrigins]);
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

/** Runs one parsed command with the Node services; `io` is the process's (or a test's) streams. */
export function runComposed(
  name: CommandName,
  options: Readonly<Record<string, unknown>>,
  io: Omit<RunDeps, "compose">,
): Promise<number> {
  return runCommand(name, options, { compose, ...io });
}
