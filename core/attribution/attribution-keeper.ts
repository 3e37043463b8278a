import type { KeyValueStore } from "../ports/key-value-store.port";
import { STORAGE_KEYS } from "../storage/storage-keys";
import {
  attributionFrom,
  attributionEntries,
  mergeAttribution,
  visitorAttributionFrom,
  type Attribution,
} from "./attribution";

/**
 * Keeps the visitor's attribution for the browsing session (sessionStorage in the browser), and
 * `guestId` in the local store as DATA-STORAGE-1 says. Every route hands its query to `capture`; a value
 * that arrives later replaces the kept one. Stored as a query string and read back through the
 * same rules, so a tampered store yields only values of the promised shapes.
 *
 * Logging out and `qy=1` do not clear it: FLOW-SESSION-5 and AUTH-QY-1 clear the token and user id there, and the
 * referral belongs to the visit, not to the account (ADR-0149).
 */
export class AttributionKeeper {
  private snapshot: Attribution | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly session: KeyValueStore,
    private readonly local: KeyValueStore,
  ) {}

  /** Reads the query's attribution into the kept one. Returns what is kept now. */
  capture(params: URLSearchParams): Attribution {
    const arriving = visitorAttributionFrom(params);
    if (Object.keys(arriving).length === 0) return this.current();
    const { guestId, ...rest } = mergeAttribution(this.current(), arriving);
    if (guestId !== undefined) this.local.set(STORAGE_KEYS.guestId, guestId);
    const search = new URLSearchParams(attributionEntries(rest)).toString();
    if (search !== this.session.get(STORAGE_KEYS.attribution))
      this.session.set(STORAGE_KEYS.attribution, search);
    this.refresh();
    return this.current();
  }

  /** The kept attribution; the same object until it changes (for useSyncExternalStore). */
  current(): Attribution {
    if (this.snapshot) return this.snapshot;
    const kept = new URLSearchParams(this.session.get(STORAGE_KEYS.attribution) ?? "");
    // guestId lives in the local store only; one left in the session entry is ignored.
    kept.set("guestId", this.local.get(STORAGE_KEYS.guestId) ?? "");
    this.snapshot = attributionFrom(kept);
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private refresh(): void {
    const before = this.snapshot;
    this.snapshot = null;
    const after = this.current();
    if (before && sameAttribution(before, after)) {
      this.snapshot = before;
      return;
    }
    for (const listener of this.listeners) listener();
  }
}

function sameAttribution(a: Attribution, b: Attribution): boolean {
  const left = attributionEntries(a);
  const right = attributionEntries(b);
  return (
    left.length === right.length && left.every(([k, v], i) => right[i]?.[0] === k && right[i]?.[1] === v)
  );
}
