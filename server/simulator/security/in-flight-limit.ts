/**
 * Requests a client may have open at once (ADR-0420). A browser opens at most six connections to
 * one host, so a person never comes near it; 20 leaves room for a few people behind one NAT
 * address or a QA script, and is no less than the largest burst of guesses (20), so the cap never
 * hides which guesses the rate limits would have answered. --rate-limit-factor scales it.
 */
export const DEFAULT_MAX_IN_FLIGHT_PER_CLIENT = 20;

/**
 * Counts each client's requests from the moment they are routed until their answer is sent or
 * their connection closes. Only clients with something open are tracked, so memory follows what is
 * in flight, not how many clients there were.
 */
export class InFlightLimit {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** A release function when `client` had room (call it exactly once when done), else undefined. */
  enter(client: string): (() => void) | undefined {
    const count = this.open.get(client) ?? 0;
    if (count >= this.max) return undefined;
    this.open.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left <= 0) this.open.delete(client);
      else this.open.set(client, left);
    };
  }
}
