import type { DomainProbe } from "../../core/ports/domain-probe.port";

/** Answers from configured sets and records every probe, so tests can check order and timeouts. */
export class FakeDomainProbe implements DomainProbe {
  readonly probes: { kind: "reachable" | "exists"; target: string; timeoutMs: number }[] = [];

  constructor(
    private readonly reachable: ReadonlySet<string> = new Set(),
    private readonly existing: ReadonlySet<string> = new Set(),
  ) {}

  isReachable(origin: string, timeoutMs: number): Promise<boolean> {
    this.probes.push({ kind: "reachable", target: origin, timeoutMs });
    return Promise.resolve(this.reachable.has(origin));
  }

  exists(url: string, timeoutMs: number): Promise<boolean> {
    this.probes.push({ kind: "exists", target: url, timeoutMs });
    return Promise.resolve(this.existing.has(url));
  }
}
