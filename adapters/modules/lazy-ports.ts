/**
 * Ports without a container: each built by its recipe the first time it is read, then kept. The
 * browser composes its ports this way because inversify alone weighs ~21 KB gzip in the page, more
 * than all the adapters it would wire (ADR-0165);
 * the CLI keeps its inversify module. Both take the shared ports from `sharedPorts`.
 */
import type { Bindings } from "./tokens";

/** Reads one port by key, building it (and what it needs) on first use. */
export type PortLookup = <K extends keyof Bindings>(key: K) => Bindings[K];

/** A port's recipe: builds it from the other ports once, then returns the same instance. */
export class Singleton<T> {
  #built: { readonly value: T } | undefined;
  constructor(private readonly build: (port: PortLookup) => T) {}
  get(port: PortLookup): T {
    this.#built ??= { value: this.build(port) };
    return this.#built.value;
  }
}

/** `once(port => …)`: shorter to read in a list of recipes than `new Singleton(…)`. */
export const once = <T>(build: (port: PortLookup) => T): Singleton<T> => new Singleton(build);

/** A recipe per port; a promise where the adapter is a lazy chunk (the cipher). */
export type PortRecipes<Keys extends keyof Bindings = keyof Bindings> = {
  readonly [K in Keys]: Singleton<Bindings[K] | Promise<Bindings[K]>>;
};

/** What drivers read ports through. */
export interface Ports {
  readonly port: PortLookup;
  /** For ports bound asynchronously (the cipher). */
  readonly portAsync: <K extends keyof Bindings>(key: K) => Promise<Bindings[K]>;
}

export function lazyPorts(recipes: PortRecipes): Ports {
  function get<K extends keyof Bindings>(key: K): Bindings[K] {
    const value = recipes[key].get(get);
    // As inversify does: a port bound asynchronously must be read with portAsync.
    if (value instanceof Promise) throw new Error(`Port ${key} is bound asynchronously: use portAsync`);
    return value;
  }
  return { port: get, portAsync: async (key) => recipes[key].get(get) };
}
