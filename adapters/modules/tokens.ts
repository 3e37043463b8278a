/**
 * The container's keys, each tied to the type bound under it. Lookups go through `resolve`, which
 * takes a key of `Bindings` and returns its type, so no caller names a type argument and a wrong
 * pairing is a compile error. Use-cases are not here: drivers get them as one typed record
 * (use-cases.factory.ts).
 */
import type { Container } from "inversify";
import type { AuthState } from "../../core/auth/auth-state";
import type { Cipher } from "../../core/ports/cipher.port";
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { DomainProbe } from "../../core/ports/domain-probe.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { Random } from "../../core/ports/random.port";
import type { RealtimeSocket } from "../../core/ports/realtime-socket.port";
import type { SsoApi } from "../../core/sso/sso-api.port";
import type { OfetchHttpClient } from "../http/ofetch-http-client";
import type { RequestContext } from "../http/request-context";
import type { AppConfig } from "./app-config";
import type { Ports } from "./lazy-ports";
import type { UseCaseConfig } from "./use-case-config";

export interface Bindings {
  readonly AppConfig: AppConfig;
  readonly UseCaseConfig: UseCaseConfig;
  /** The one session state every use-case shares, restored from the store on first use. */
  readonly AuthState: AuthState;
  readonly SsoApi: SsoApi;
  readonly KeyValueStore: KeyValueStore;
  readonly DeviceFingerprint: DeviceFingerprint;
  readonly DeviceContext: DeviceContext;
  readonly RealtimeSocket: RealtimeSocket;
  /** Bound asynchronously (crypto-js is loaded on demand): use `resolveAsync`. */
  readonly Cipher: Cipher;
  readonly Clock: Clock;
  readonly Random: Random;
  readonly DomainProbe: DomainProbe;
  readonly RequestContext: RequestContext;
  /** The HTTP client under SsoApi; the CLI's `smoke` makes raw calls with the app's headers. */
  readonly HttpClient: OfetchHttpClient;
}

/** Symbols, not strings, so two bindings can never collide by accident. */
export const TOKENS: { readonly [K in keyof Bindings]: symbol } = {
  AppConfig: Symbol("AppConfig"),
  UseCaseConfig: Symbol("UseCaseConfig"),
  AuthState: Symbol("AuthState"),
  SsoApi: Symbol("SsoApi"),
  KeyValueStore: Symbol("KeyValueStore"),
  DeviceFingerprint: Symbol("DeviceFingerprint"),
  DeviceContext: Symbol("DeviceContext"),
  RealtimeSocket: Symbol("RealtimeSocket"),
  Cipher: Symbol("Cipher"),
  Clock: Symbol("Clock"),
  Random: Symbol("Random"),
  DomainProbe: Symbol("DomainProbe"),
  RequestContext: Symbol("RequestContext"),
  HttpClient: Symbol("HttpClient"),
};

/** A container's bindings read as `Ports` (what `useCasesFrom` takes). */
export function containerPorts(container: Container): Ports {
  return { port: (key) => resolve(container, key), portAsync: (key) => resolveAsync(container, key) };
}

export function resolve<K extends keyof Bindings>(container: Container, key: K): Bindings[K] {
  return container.get(TOKENS[key]);
}

export function resolveAsync<K extends keyof Bindings>(container: Container, key: K): Promise<Bindings[K]> {
  return container.getAsync(TOKENS[key]);
}
