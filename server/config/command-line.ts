import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { LOG_LEVELS, isLogLevel } from "../host/access-log";
import { FaultRuleInput, faultRules, type FaultRule } from "../simulator/dev/fault-rule.schema";
import type { RegistrationTypeValue } from "../simulator/dev/runtime-config";
import { DEFAULT_MAX_IN_FLIGHT_PER_CLIENT } from "../simulator/security/in-flight-limit";
import { scaledRateLimits } from "../simulator/security/rate-limiter";
import type { ConnectionLimits } from "../host/connection-limits";
import type { ServerOptions } from "./server-options";

export const USAGE = `Usage: node dist/server/server.mjs [options]

  --port N               port (env PORT, default 8080; 0 = any free port)
  --host H               interface (env HOST, default 127.0.0.1)
  --static DIR           built web app (env STATIC_DIR, default dist/web)
  --data FILE            keep accounts across restarts in FILE (env DATA_FILE)
  --reset-data           keep the current data file as FILE.bak-<time> and start empty
  --public-origin URL    origin people reach this server by, when not its own address
                         (reverse proxy, tunnel); allowed as Host/Origin (env PUBLIC_ORIGIN)
  --api-target URL       proxy /api and /ws/echo to a real backend (env API_TARGET)
  --upstream-timeout MS  proxy: answer 504 when the backend is silent this long
                         (env UPSTREAM_TIMEOUT_MS, default 7000)
  --registration-type N  1 phone, 2 email, 3 both (env REGISTRATION_TYPE, default 3)
  --cipher-key KEY       chat socket AES key (env CHAT_CIPHER_KEY)
  --fp-proxy-404         fingerprint proxy answers 404 (env FP_PROXY_404=1)
  --admin-domains A,B    origins for /b2b/domains (env ADMIN_DOMAINS)
  --callback-origins A,B serve /runtime-config.json with these login callback origins (env CALLBACK_ORIGINS)
  --runtime-config FILE  serve FILE as /runtime-config.json (API base, chat socket, chat key,
                         callback origins) instead of the built one; checked at start, its API
                         and socket origins join CSP connect-src (env RUNTIME_CONFIG)
  --app-origins A,B      pages on these origins (the app on a static host) may call this API
                         across origins (CORS) and open its chat socket (env APP_ORIGINS)
  --faults JSON          fault rules, e.g. '{"path":"*","delayMs":9000}' (env FAULTS)
  --rate-limit-factor N  multiply every rate limit's burst, and the 20 API requests one address
                         may have open at once, by N, 1..1000 (env RATE_LIMIT_FACTOR, default 1);
                         for test suites that sign up many accounts from one address
  --trust-proxy          the peer is a proxy we trust: honour its X-Forwarded-For/-Proto/-Host and
                         X-Request-Id (env TRUST_PROXY=1; default off)
  --no-dev-api           turn /api/dev/* off (env DEV_API=0); --dev-api turns it on for every
                         request, proxied ones too, with a warning (DEV_API=1). Default: on only
                         on a loopback address with no --public-origin or --trust-proxy, and
                         refused to requests carrying Forwarded/X-Forwarded-*/X-Real-IP
  --headers-timeout MS   a request's headers must arrive within MS (env HEADERS_TIMEOUT_MS,
                         default 10000)
  --request-timeout MS   a whole request, body included, within MS (env REQUEST_TIMEOUT_MS,
                         default 30000)
  --keep-alive-timeout MS  close a keep-alive connection idle for MS (env KEEP_ALIVE_TIMEOUT_MS,
                         default 5000)
  --idle-timeout MS      close a connection with no request open that sends nothing for MS
                         (env IDLE_TIMEOUT_MS, default 10000; chat sockets excepted)
  --max-connections N    open connections in total, chat sockets included (env MAX_CONNECTIONS,
                         default 4096 or the open-file limit less 64, whichever is lower)
  --max-connections-per-address N  open connections from one address; not applied with
                         --trust-proxy (env MAX_CONNECTIONS_PER_ADDRESS, default 256)
  --shutdown-grace MS    on SIGTERM/SIGINT, let requests in flight finish for up to MS
                         (env SHUTDOWN_GRACE_MS, default 10000); a second signal exits at once
  --log-level L          debug, info, warn, error or silent (env LOG_LEVEL, default info); access
                         lines are JSON on stdout, text when stdout is a terminal
  --help                 this text
`;

/** How long requests in flight may take to finish after SIGTERM/SIGINT, unless told otherwise. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

export type CommandLine =
  { ok: true; options: ServerOptions; help: boolean; shutdownGraceMs: number } | { ok: false; error: string };

const decodeFaults = Schema.decodeUnknownOption(FaultRuleInput);

function parseFaults(text: string): readonly FaultRule[] | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const decoded = decodeFaults(json);
  if (Option.isNone(decoded)) return undefined;
  return faultRules(decoded.value);
}

function registrationType(text: string): RegistrationTypeValue | undefined {
  if (text === "1") return 1;
  if (text === "2") return 2;
  if (text === "3") return 3;
  return undefined;
}

/** Flag, variable, connection-limits field and allowed range of each connection setting. */
const CONNECTION_FLAGS = [
  ["headers-timeout", "HEADERS_TIMEOUT_MS", "headersTimeoutMs", 1_000, 600_000],
  ["request-timeout", "REQUEST_TIMEOUT_MS", "requestTimeoutMs", 1_000, 3_600_000],
  ["keep-alive-timeout", "KEEP_ALIVE_TIMEOUT_MS", "keepAliveTimeoutMs", 100, 600_000],
  ["idle-timeout", "IDLE_TIMEOUT_MS", "idleTimeoutMs", 1_000, 600_000],
  ["max-connections", "MAX_CONNECTIONS", "maxConnections", 10, 1_000_000],
  ["max-connections-per-address", "MAX_CONNECTIONS_PER_ADDRESS", "maxConnectionsPerAddress", 1, 1_000_000],
] as const satisfies readonly (readonly [string, string, keyof ConnectionLimits, number, number])[];

const truthy = (text: string | undefined): boolean =>
  text !== undefined && ["1", "true", "yes", "on"].includes(text.toLowerCase());
const falsy = (text: string | undefined): boolean =>
  text !== undefined && ["0", "false", "no", "off"].includes(text.toLowerCase());

/** Flags win over environment variables; anything unparseable is an error, not a silent default. */
export function parseCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CommandLine {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    if (!arg.startsWith("--")) return { ok: false, error: `unexpected argument: ${arg}` };
    const [name = "", inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (["help", "fp-proxy-404", "reset-data", "trust-proxy", "dev-api", "no-dev-api"].includes(name)) {
      switches.add(name);
      continue;
    }
    const value = inline ?? argv[i + 1];
    if (inline === undefined) i += 1;
    if (value === undefined) return { ok: false, error: `--${name} needs a value` };
    flags.set(name, value);
  }
  const known = new Set([
    "port",
    "host",
    "static",
    "data",
    "api-target",
    "registration-type",
    "cipher-key",
    "admin-domains",
    "callback-origins",
    "runtime-config",
    "app-origins",
    "faults",
    "public-origin",
    "upstream-timeout",
    "rate-limit-factor",
    "shutdown-grace",
    "log-level",
    ...CONNECTION_FLAGS.map(([flag]) => flag),
  ]);
  for (const name of flags.keys())
    if (!known.has(name)) return { ok: false, error: `unknown option --${name}` };

  const pick = (flag: string, variable: string): string | undefined =>
    flags.get(flag) ?? env[variable] ?? undefined;
  const options: { -readonly [K in keyof ServerOptions]: ServerOptions[K] } = {};

  const port = pick("port", "PORT");
  if (port !== undefined) {
    const n = Number(port);
    if (!Number.isInteger(n) || n < 0 || n > 65535) return { ok: false, error: `invalid port: ${port}` };
    options.port = n;
  }
  options.host = pick("host", "HOST");
  options.staticDir = pick("static", "STATIC_DIR");
  options.dataFile = pick("data", "DATA_FILE");
  const target = pick("api-target", "API_TARGET");
  if (target) {
    if (!URL.canParse(target) || !/^https?:$/.test(new URL(target).protocol))
      return { ok: false, error: `invalid API target: ${target}` };
    options.apiTarget = target;
  }
  const publicOrigin = pick("public-origin", "PUBLIC_ORIGIN");
  if (publicOrigin) {
    if (!URL.canParse(publicOrigin) || !/^https?:$/.test(new URL(publicOrigin).protocol))
      return { ok: false, error: `invalid public origin: ${publicOrigin}` };
    options.publicOrigin = publicOrigin;
  }
  const upstreamTimeout = pick("upstream-timeout", "UPSTREAM_TIMEOUT_MS");
  if (upstreamTimeout !== undefined) {
    const ms = Number(upstreamTimeout);
    if (!Number.isInteger(ms) || ms < 100 || ms > 600_000)
      return { ok: false, error: `upstream timeout must be 100..600000 ms, not ${upstreamTimeout}` };
    options.upstreamTimeoutMs = ms;
  }
  options.resetData = switches.has("reset-data");
  const factor = pick("rate-limit-factor", "RATE_LIMIT_FACTOR");
  if (factor !== undefined) {
    const n = Number(factor);
    if (!Number.isInteger(n) || n < 1 || n > 1000)
      return { ok: false, error: `rate limit factor must be 1..1000, not ${factor}` };
    options.rateLimits = scaledRateLimits(n);
    options.maxInFlightPerClient = DEFAULT_MAX_IN_FLIGHT_PER_CLIENT * n;
  }
  const type = pick("registration-type", "REGISTRATION_TYPE");
  if (type !== undefined) {
    const value = registrationType(type);
    if (!value) return { ok: false, error: `registration type must be 1, 2 or 3, not ${type}` };
    options.registrationType = value;
  }
  options.cipherKey = pick("cipher-key", "CHAT_CIPHER_KEY");
  options.fingerprintProxy404 = switches.has("fp-proxy-404") || truthy(env.FP_PROXY_404);
  const domains = pick("admin-domains", "ADMIN_DOMAINS");
  if (domains)
    options.adminDomains = domains
      .split(",")
      .map((d) => d.trim())
      .filter((d) => d !== "");
  const callbackOrigins = pick("callback-origins", "CALLBACK_ORIGINS");
  if (callbackOrigins !== undefined)
    options.callbackOrigins = callbackOrigins
      .split(",")
      .map((o) => o.trim())
      .filter((o) => o !== "");
  options.runtimeConfigFile = pick("runtime-config", "RUNTIME_CONFIG");
  const appOrigins = pick("app-origins", "APP_ORIGINS");
  if (appOrigins) {
    const list = appOrigins
      .split(",")
      .map((o) => o.trim())
      .filter((o) => o !== "");
    const bad = list.find((o) => !URL.canParse(o) || !/^https?:$/.test(new URL(o).protocol));
    if (bad !== undefined) return { ok: false, error: `invalid app origin: ${bad}` };
    options.appOrigins = list;
  }
  const faults = pick("faults", "FAULTS");
  if (faults) {
    const rules = parseFaults(faults);
    if (!rules) return { ok: false, error: "FAULTS must be a JSON fault rule or a list of them" };
    options.faults = rules;
  }
  options.trustProxy = switches.has("trust-proxy") || truthy(env.TRUST_PROXY);
  if (switches.has("dev-api") && switches.has("no-dev-api"))
    return { ok: false, error: "--dev-api and --no-dev-api contradict each other" };
  if (switches.has("dev-api") || switches.has("no-dev-api")) options.devApi = switches.has("dev-api");
  else if (truthy(env.DEV_API)) options.devApi = true;
  else if (falsy(env.DEV_API)) options.devApi = false;
  else if (env.DEV_API !== undefined && env.DEV_API !== "")
    return { ok: false, error: `DEV_API must be 1 or 0, not ${env.DEV_API}` };
  const level = pick("log-level", "LOG_LEVEL");
  if (level !== undefined && level !== "") {
    if (!isLogLevel(level))
      return { ok: false, error: `log level must be one of ${LOG_LEVELS.join(", ")}, not ${level}` };
    options.logLevel = level;
  }
  const connectionLimits: { -readonly [K in keyof ConnectionLimits]?: number } = {};
  for (const [flag, variable, field, min, max] of CONNECTION_FLAGS) {
    const text = pick(flag, variable);
    if (text === undefined || text === "") continue;
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max)
      return { ok: false, error: `--${flag} must be ${min}..${max}, not ${text}` };
    connectionLimits[field] = n;
  }
  if (Object.keys(connectionLimits).length > 0) options.connectionLimits = connectionLimits;
  let shutdownGraceMs = DEFAULT_SHUTDOWN_GRACE_MS;
  const grace = pick("shutdown-grace", "SHUTDOWN_GRACE_MS");
  if (grace !== undefined) {
    const ms = Number(grace);
    if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
      return { ok: false, error: `shutdown grace must be 0..600000 ms, not ${grace}` };
    shutdownGraceMs = ms;
  }
  return { ok: true, options, help: switches.has("help"), shutdownGraceMs };
}
