/**
 * The one way ports are declared and resolved (ADR-0360). Each platform writes one table, port
 * name → recipe (browser.module.ts, node.module.ts, both spreading shared-ports.ts); a recipe asks
 * for the ports it needs by name when it runs, so the table is also the dependency graph.
 * `lazyPorts(table)` resolves it in the browser and in the tests' fakes: nothing is built until it
 * is read, then it is kept. The CLI hands the same table to inversify (port-container.ts) without
 * naming any port there. Inversify never reaches the browser: ~21 KB gzip, more than the adapters
 * it would wire (ADR-0165).
 */
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
import type { UseCaseConfig } from "./use-case-config";

/** Every port name and the type its recipe builds: the one declaration of the ports. */
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
  /** A promise in both tables (crypto-js is loaded on demand): read it with `portAsync`. */
  readonly Cipher: Cipher;
  readonly Clock: Clock;
  readonly Random: Random;
  readonly DomainProbe: DomainProbe;
  readonly RequestContext: RequestContext;
  /** The HTTP client under SsoApi; the CLI's `smoke` makes raw calls with the app's headers. */
  readonly HttpClient: OfetchHttpClient;
  /**
   * Login-callback origins the deployment adds at run time (runtime-config.json, ADR-0150), read
   * when a callback is checked: the page's file in the browser, the served site's in the CLI.
   */
  readonly DeploymentCallbackOrigins: () => Promise<readonly string[]>;
}

export type PortKey = keyof Bindings;

/** Reads one port by name, building it (and what it needs) on first use. */
export type PortLookup<K extends PortKey = PortKey> = <P extends K>(key: P) => Bindings[P];

/** A port's recipe: builds it from the other ports once, then returns the same instance. */
export interface Recipe<T> {
  get(port: PortLookup): T;
}

/** `once(port => …)`: the recipe that builds with `build` on first read and keeps the result. */
export const once = <T>(build: (port: PortLookup) => T): Recipe<T> => {
  let built: { readonly value: T } | undefined;
  return { get: (port) => (built ??= { value: build(port) }).value };
};

/** A recipe per port name; a promise where the adapter is a lazy chunk (the cipher). */
export type PortTable<K extends PortKey = PortKey> = {
  readonly [P in K]: Recipe<Bindings[P] | Promise<Bindings[P]>>;
};

/** What use-cases are built from: the ports of a table, by name. */
export interface Ports<K extends PortKey = PortKey> {
  readonly port: PortLookup<K>;
  /** For ports whose recipe answers a promise (the cipher). */
  readonly portAsync: <P extends K>(key: P) => Promise<Bindings[P]>;
}

/** The names a table declares, typed (Object.keys answers plain strings). */
export function portKeys<K extends PortKey>(table: PortTable<K>): K[] {
  return Object.keys(table).filter((key): key is K => Object.hasOwn(table, key));
}

/** Resolves `table` lazily; a table may hold only some ports (the tests' fakes), asking for another throws. */
export function lazyPorts<K extends PortKey>(table: PortTable<K>): Ports<K> {
  const recipes: Partial<PortTable> = table;
  function read<P extends PortKey>(key: P): Bindings[P] | Promise<Bindings[P]> {
    const recipe: PortTable<P>[P] | undefined = recipes[key];
    if (recipe === undefined) throw new Error(`No recipe for port ${key} in this table`);
    return recipe.get(get);
  }
  function get<P extends PortKey>(key: P): Bindings[P] {
    const value = read(key);
    // A port whose recipe answers a promise must be read with portAsync, as inversify demands.
    if (value instanceof Promise) throw new Error(`Port ${key} is bound asynchronously: use portAsync`);
    return value;
  }
  return { port: get, portAsync: async (key) => read(key) };
}
