import { MAX_FAULT_RULES, type FaultRule } from "./fault-rule.schema";

/** Normalises "/api/sso/x" and "/sso/x" to the same key. */
function keyOf(path: string): string {
  if (path === "*") return "*";
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.startsWith("/api/") ? withSlash.slice(4) : withSlash;
}

/**
 * Faults injected for tests: one rule per path, a later rule for the same path replaces the
 * earlier one. Listeners hear when socket dropping is switched on so open sockets close at once.
 */
export class FaultRegistry {
  private readonly rules = new Map<string, FaultRule>();
  private readonly dropListeners: (() => void)[] = [];

  constructor(initial: readonly FaultRule[] = []) {
    this.add(initial);
  }

  /** False (and nothing added) when the rules would pass MAX_FAULT_RULES paths. */
  add(rules: readonly FaultRule[]): boolean {
    const paths = new Set([...this.rules.keys(), ...rules.map((r) => keyOf(r.path))]);
    if (paths.size > MAX_FAULT_RULES) return false;
    for (const rule of rules) this.rules.set(keyOf(rule.path), { ...rule, path: keyOf(rule.path) });
    if (this.socketsDropped()) for (const listener of this.dropListeners) listener();
    return true;
  }

  clear(): void {
    this.rules.clear();
  }

  list(): readonly FaultRule[] {
    return [...this.rules.values()];
  }

  /** The rule for an API path (without /api), falling back to "*". */
  forPath(apiPath: string): FaultRule | undefined {
    const rule = this.rules.get(keyOf(apiPath)) ?? this.rules.get("*");
    if (!rule) return undefined;
    const hasHttpFault =
      rule.delayMs !== undefined ||
      rule.status !== undefined ||
      rule.malformed === true ||
      rule.drop === true;
    return hasHttpFault ? rule : undefined;
  }

  socketsDropped(): boolean {
    return [...this.rules.values()].some((r) => r.dropSockets === true);
  }

  onDropSockets(listener: () => void): void {
    this.dropListeners.push(listener);
  }
}
