import { DEFAULT_CHAT_CIPHER_KEY } from "../../core/contract/default-chat-key";
import type { Clock } from "../../core/ports/clock.port";
import { consoleLog, type LogLevel } from "../host/access-log";
import { defaultConnectionLimits, type ConnectionLimits } from "../host/connection-limits";
import type { ServerLog } from "../host/server-log";
import type { FaultRule } from "../simulator/dev/fault-rule.schema";
import type { RegistrationTypeValue } from "../simulator/dev/runtime-config";
import { DEFAULT_MAX_IN_FLIGHT_PER_CLIENT } from "../simulator/security/in-flight-limit";
import type { RateLimits } from "../simulator/security/rate-limiter";
import type { SocketLimits } from "../simulator/socket/socket-limits";

export interface ServerOptions {
  /** 0 picks a free port (tests). */
  readonly port?: number;
  readonly host?: string;
  /** Built web app; when missing a small "run npm run build" page is served instead. */
  readonly staticDir?: string;
  /** JSON file that keeps accounts, sessions and applications across restarts. */
  readonly dataFile?: string;
  /** When set, /api and /ws/echo are proxied to this backend and the local API is off. */
  readonly apiTarget?: string;
  readonly registrationType?: RegistrationTypeValue;
  readonly cipherKey?: string;
  readonly fingerprintProxy404?: boolean;
  /** Admin domains for /b2b/domains; default: an unreachable origin, then this server. */
  readonly adminDomains?: readonly string[];
  /** Served as /runtime-config.json's login callback allow-list (CALLBACK_ORIGINS); unset: the built file. */
  readonly callbackOrigins?: readonly string[];
  /**
   * Served as /runtime-config.json instead of the built file (RUNTIME_CONFIG): one build, a file per
   * environment. Checked at start; its API and socket origins join CSP connect-src.
   */
  readonly runtimeConfigFile?: string;
  /** Origins of the app served elsewhere that may call this API and open its socket (APP_ORIGINS). */
  readonly appOrigins?: readonly string[];
  readonly codeTtlMs?: number;
  readonly resendWaitMs?: number;
  readonly registerTokenTtlMs?: number;
  readonly sessionTtlMs?: number;
  /** Wrong passwords in a row before the account locks. */
  readonly lockAfter?: number;
  readonly faults?: readonly FaultRule[];
  /** Only `now` is used; tests inject a movable clock to expire codes without waiting. */
  readonly clock?: Pick<Clock, "now">;
  readonly log?: ServerLog;
  /** Request body cap in bytes. */
  readonly maxBodyBytes?: number;
  /** Set the existing data file aside (timestamped copy) and start empty (--reset-data). */
  readonly resetData?: boolean;
  /**
   * The origin people use to reach this server when it is not one of its own addresses (a reverse
   * proxy, a tunnel): allowed as Host and Origin, and used for absolute URLs in answers.
   */
  readonly publicOrigin?: string;
  /** Proxy mode: how long the backend may take before the app gets a 504 envelope. */
  readonly upstreamTimeoutMs?: number;
  /** Chat socket: how long a socket may stay open without authenticating. */
  readonly socketAuthGraceMs?: number;
  readonly rateLimits?: Partial<RateLimits>;
  /** API requests one client may have open at once; more answer 429 at once (ADR-0420). */
  readonly maxInFlightPerClient?: number;
  /**
   * The peer is a proxy we trust: its X-Forwarded-For/-Proto/-Host and X-Request-Id are honoured
   * for rate limits, logs and what is forwarded upstream. Off by default: anyone can send them.
   */
  readonly trustProxy?: boolean;
  /**
   * /api/dev/* of the simulator. Default: on only for a truly local server (loopback, no
   * `publicOrigin`, no `trustProxy`, no `apiTarget`), and then refused to any request that came
   * through a proxy. `true` forces it on everywhere (--dev-api, with a warning); `false` turns it off.
   */
  readonly devApi?: boolean;
  /** For the default console log (LOG_LEVEL); ignored when `log` is given. */
  readonly logLevel?: LogLevel;
  /** Chat socket frame size, rate and unauthenticated-socket limits (defaults in socket-limits). */
  readonly socketLimits?: Partial<SocketLimits>;
  /** Connection timeouts and caps (defaults in host/connection-limits). */
  readonly connectionLimits?: Partial<ConnectionLimits>;
}

export interface ResolvedOptions {
  readonly port: number;
  readonly host: string;
  readonly staticDir: string;
  readonly dataFile: string | undefined;
  readonly apiTarget: string | undefined;
  readonly cipherKey: string;
  readonly codeTtlMs: number;
  readonly resendWaitMs: number;
  readonly registerTokenTtlMs: number;
  readonly sessionTtlMs: number;
  readonly lockAfter: number;
  readonly clock: Pick<Clock, "now">;
  readonly log: ServerLog;
  readonly maxBodyBytes: number;
  readonly resetData: boolean;
  readonly publicOrigin: string | undefined;
  readonly upstreamTimeoutMs: number;
  readonly socketAuthGraceMs: number;
  readonly rateLimits: Partial<RateLimits>;
  readonly maxInFlightPerClient: number;
  readonly trustProxy: boolean;
  readonly devApi: boolean;
  /** --dev-api given: on whatever the address, the proxy or the forwarded headers. */
  readonly devApiForced: boolean;
  readonly runtimeConfigFile: string | undefined;
  readonly appOrigins: readonly string[];
  readonly connectionLimits: ConnectionLimits;
}

/** Loopback only: the machine's own user, not the LAN or the internet. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Whether the dev endpoints are on, and why (the start-up line says it). They hand out live codes
 * and change the callback allow-list, so by default only a server nobody else can reach has them:
 * a public origin or a trusted proxy means someone else's requests arrive through it (ADR-0472).
 */
export function devApiMode(options: ServerOptions): { on: boolean; forced: boolean; why: string } {
  if (options.devApi === true) return { on: true, forced: true, why: "--dev-api or DEV_API=1" };
  if (options.devApi === false) return { on: false, forced: false, why: "--no-dev-api or DEV_API=0" };
  const host = options.host ?? "127.0.0.1";
  const why = options.apiTarget
    ? "proxy mode"
    : !isLoopback(host)
      ? "listening on a non-loopback address"
      : options.publicOrigin
        ? "--public-origin: reached through a proxy or tunnel"
        : options.trustProxy
          ? "--trust-proxy: reached through a proxy"
          : undefined;
  return why === undefined
    ? { on: true, forced: false, why: "a loopback address, no proxy; refused to forwarded requests" }
    : { on: false, forced: false, why };
}

export function resolveOptions(options: ServerOptions): ResolvedOptions {
  const host = options.host ?? "127.0.0.1";
  return {
    port: options.port ?? 8080,
    host,
    staticDir: options.staticDir ?? "dist/web",
    dataFile: options.dataFile,
    apiTarget: options.apiTarget,
    cipherKey: options.cipherKey ?? DEFAULT_CHAT_CIPHER_KEY,
    codeTtlMs: options.codeTtlMs ?? 5 * 60_000,
    resendWaitMs: options.resendWaitMs ?? 60_000,
    registerTokenTtlMs: options.registerTokenTtlMs ?? 30 * 60_000,
    sessionTtlMs: options.sessionTtlMs ?? 7 * 24 * 60 * 60_000,
    lockAfter: options.lockAfter ?? 5,
    clock: options.clock ?? { now: () => Date.now() },
    log: options.log ?? consoleLog(options.logLevel ?? "info", process.stdout.isTTY === true),
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    resetData: options.resetData ?? false,
    publicOrigin: options.publicOrigin ? new URL(options.publicOrigin).origin : undefined,
    // Below the app's own 8 s request timeout, so the app shows our translated 504 message.
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? 7_000,
    socketAuthGraceMs: options.socketAuthGraceMs ?? 10_000,
    rateLimits: options.rateLimits ?? {},
    maxInFlightPerClient: options.maxInFlightPerClient ?? DEFAULT_MAX_IN_FLIGHT_PER_CLIENT,
    trustProxy: options.trustProxy ?? false,
    // Codes, accounts and faults must not be one request away for the whole network.
    devApi: devApiMode(options).on,
    devApiForced: devApiMode(options).forced,
    runtimeConfigFile: options.runtimeConfigFile,
    appOrigins: (options.appOrigins ?? []).map((origin) => new URL(origin).origin),
    connectionLimits: { ...defaultConnectionLimits(), ...options.connectionLimits },
  };
}
