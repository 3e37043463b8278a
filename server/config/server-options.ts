import { DEFAULT_CHAT_CIPHER_KEY } from "../../adapters/cipher/default-chat-key";
import type { Clock } from "../../core/ports/clock.port";
import type { ServerLog } from "../host/server-log";
import type { FaultRule } from "../simulator/dev/fault-rule.schema";
import type { RegistrationTypeValue } from "../simulator/dev/runtime-config";
import type { RateLimits } from "../simulator/security/rate-limiter";

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
}

const consoleLog: ServerLog = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
};

export function resolveOptions(options: ServerOptions): ResolvedOptions {
  return {
    port: options.port ?? 8080,
    host: options.host ?? "127.0.0.1",
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
    log: options.log ?? consoleLog,
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    resetData: options.resetData ?? false,
    publicOrigin: options.publicOrigin ? new URL(options.publicOrigin).origin : undefined,
    // Below the app's own 8 s request timeout, so the app shows our translated 504 message.
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? 7_000,
    socketAuthGraceMs: options.socketAuthGraceMs ?? 10_000,
    rateLimits: options.rateLimits ?? {},
  };
}
